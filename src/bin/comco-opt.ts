#!/usr/bin/env node
import { runAsProcess } from '../support/io.js';
import { comcoOptMain } from '../tools/comco-opt.js';

void runAsProcess(comcoOptMain);
