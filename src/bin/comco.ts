#!/usr/bin/env node
import { runAsProcess } from '../support/io.js';
import { comcoMain } from '../tools/comco.js';

void runAsProcess(comcoMain);
