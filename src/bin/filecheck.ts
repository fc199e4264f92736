#!/usr/bin/env node
/** `comco-filecheck`: the FileCheck port as a process. */
import { runAsProcess } from '../support/io.js';
import { filecheckMain } from '../tools/filecheck/main.js';

void runAsProcess(filecheckMain);
