'use strict';

const fs = require('fs');
const path = require('path');
const readline = require('readline');
const vm = require('vm');

/** Runs solution.js as a CommonJS module; the functions it declares. */
function load(names) {
  const file = path.join(__dirname, 'solution.js');
  const found = names.map((n) => `${n}: typeof ${n} === 'undefined' ? undefined : ${n}`);
  const source = fs.readFileSync(file, 'utf8').replace(/^#!/, '//');
  const wrapped = '(function (exports, require, module, __filename, __dirname) {' +
    `${source}\n;return { ${found.join(', ')} };\n})`;
  const module = { exports: {} };
  const declared = vm.runInThisContext(wrapped, { filename: file })(
    module.exports, require, module, file, __dirname);
  const exported = module.exports;
  const api = {};
  for (const name of names) {
    api[name] = declared[name] ?? exported?.[name] ?? (exported?.name === name ? exported : undefined);
    if (typeof api[name] !== 'function') throw new Error(`solution.js does not declare ${name}`);
  }
  return api;
}

/** Writes one line to stdout before going on, whatever kind of file stdout is. */
function writeLine(text) {
  const bytes = Buffer.from(`${text}\n`);
  for (let at = 0; at < bytes.length;) {
    try {
      at += fs.writeSync(1, bytes, at);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}

/** Answers each line of stdin with one line of stdout, through answer. */
function serve(answer) {
  readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
    if (line.trim() !== '') writeLine(JSON.stringify(answer(JSON.parse(line))));
  });
}
