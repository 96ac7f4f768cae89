'use strict';

const fs = require('fs');
const path = require('path');
const readline = require('readline');
const vm = require('vm');

/** The exit status of a harness that finds none of the accepted forms in
 * the solution, before it reads any case. */
const NO_ENTRY = 86;

/** The solution's file: the one named after the harness on the command
 * line; else solution.js beside the harness or, where a judge system has
 * copied the harness (as main.js) beside a submitted file of another
 * name, the one other .js file there. */
function submitted() {
  const named = process.argv[2];
  if (named !== undefined && named !== '--check') {
    if (!fs.existsSync(named) || !fs.statSync(named).isFile()) {
      console.error(`${named}: no such solution file`);
      process.exit(1);
    }
    return path.resolve(named);
  }
  const own = path.join(__dirname, 'solution.js');
  if (fs.existsSync(own)) return own;
  const mine = path.basename(__filename);
  const others = fs.readdirSync(__dirname).filter((f) => f.endsWith('.js') && f !== mine).sort();
  if (others.length !== 1) {
    const found = others.length === 0 ? 'none'
      : `${others.length} others (${others.join(', ')}), none of them solution.js`;
    console.error(`${mine}: this ttt-judge harness wraps solution.js beside it, or the one other ` +
      `.js file there, and ${__dirname} has ${found}; put the solution there, or name it after ` +
      `the harness: node ${mine} SOLUTION.js`);
    process.exit(1);
  }
  return path.join(__dirname, others[0]);
}

/** The solution's path. */
const FILE = submitted();

/**
 * The solution's text as a CommonJS module body: an ES module's `import`
 * lines become `require` calls and its `export` words go, line for line,
 * so that the names it declares are in scope and its line numbers stay.
 */
function commonJs(source) {
  return source
    .replace(/^#!/, '//')
    .replace(/^([ \t]*)import\s+\*\s+as\s+([\w$]+)\s+from\s+(['"][^'"]+['"])\s*;?/gm,
      '$1const $2 = require($3);')
    .replace(/^([ \t]*)import\s+([\w$]+)\s+from\s+(['"][^'"]+['"])\s*;?/gm,
      '$1const $2 = require($3);')
    .replace(/^([ \t]*)import\s+\{([^}]*)\}\s+from\s+(['"][^'"]+['"])\s*;?/gm,
      (_, indent, names, from) => `${indent}const {${names.replace(/\s+as\s+/g, ': ')}} = require(${from});`)
    .replace(/^([ \t]*)export\s+default\s+(?=(?:async\s+)?(?:function|class)\s*[\w$])/gm, '$1')
    .replace(/^([ \t]*)export\s+default\s+/gm, '$1module.exports.default = ')
    .replace(/^([ \t]*)export\s+(?=(?:async\s+)?(?:function|class|const|let|var)\b)/gm, '$1')
    .replace(/^([ \t]*)export\s*\{[^}]*\}\s*;?/gm, '$1');
}

/** The solution wrapped as Node wraps a CommonJS module, returning the
 * top-level bindings named in names. */
function wrapped(names) {
  const found = names.map((n) => `${n}: typeof ${n} === 'undefined' ? undefined : ${n}`);
  return '(function (exports, require, module, __filename, __dirname) {' +
    `${commonJs(fs.readFileSync(FILE, 'utf8'))}\n;return { ${found.join(', ')} };\n})`;
}

// `node harness.js --check` prints Node's path and checks the solution's
// syntax as the harness will run it, without running it.
if (process.argv[2] === '--check') {
  console.log(process.execPath);
  try {
    new vm.Script(wrapped([]), { filename: 'solution.js' });
  } catch (e) {
    console.error(String(e.stack).split('\n    at ')[0]);
    process.exit(1);
  }
  process.exit(0);
}

/** Waits a millisecond without spending CPU time. */
const pause = (() => {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  return () => Atomics.wait(cell, 0, 0, 1);
})();

/** Writes all of `bytes` to descriptor `fd` before going on, whatever kind
 * of file it is: on a full pipe it waits for the reader, without spending
 * CPU time. */
function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length;) {
    try {
      at += fs.writeSync(fd, bytes, at);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
      pause();
    }
  }
}

/** Writes one line to the answers' channel before going on. */
function writeLine(text) {
  writeAll(1, Buffer.from(`${text}\n`));
}

// Descriptor 1 carries the answers alone: what the solution writes through
// process.stdout or console.log goes to stderr, so that it can neither
// shift nor spoil an answer. It is written at once, the process waiting
// while the pipe is full, as Python, Java and C++ write: Node would keep
// what a pipe cannot take yet in memory, and a solution that prints on
// every move would run out of it on a long batch.
process.stderr.write = (chunk, encoding, callback) => {
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = undefined;
  }
  writeAll(2, typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
  if (typeof callback === 'function') process.nextTick(callback);
  return true;
};
Object.defineProperty(process, 'stdout', {
  configurable: true,
  enumerable: true,
  get: () => process.stderr,
});

/** Runs solution.js as a CommonJS module; what it declares or exports
 * under each of names (a default export counts under its own name). */
function load(names) {
  const module = { exports: {} };
  const declared = vm.runInThisContext(wrapped(names), { filename: FILE })(
    module.exports, require, module, FILE, __dirname);
  const exported = module.exports;
  const api = {};
  for (const name of names) {
    api[name] = declared[name] ?? exported?.[name] ??
      (exported?.name === name ? exported : undefined) ??
      (exported?.default?.name === name ? exported.default : undefined);
  }
  return api;
}

/** Says which form is missing and which are accepted, and ends the harness
 * before it reads a case. */
function noEntry(what, forms) {
  fs.writeSync(2, `solution.js has ${what}; the forms accepted:\n${forms}`);
  process.exit(NO_ENTRY);
}

/** The solution's function under one of names: a function it declares or
 * exports, or a method of `class Solution` called on a fresh instance. */
function entry(names, what, forms) {
  return entryIn(load([...names, 'Solution']), names, what, forms);
}

/** The same, in `api`, what `load` gave for the names and `Solution`. */
function entryIn(api, names, what, forms) {
  for (const name of names) {
    const f = api[name];
    if (typeof f === 'function' && !/^class\b/.test(Function.prototype.toString.call(f))) {
      return f;
    }
  }
  const Solution = api.Solution;
  for (const name of names) {
    if (typeof Solution === 'function' && typeof Solution.prototype?.[name] === 'function') {
      return (...args) => new Solution()[name](...args);
    }
  }
  return noEntry(what, forms);
}

/** Answers each line of stdin with one line on the answers' channel,
 * through answer, after a line on stderr that marks where the case's own
 * output begins. */
function serve(answer) {
  let number = 0;
  readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
    if (line.trim() === '') return;
    number += 1;
    process.stderr.write(`--- case ${number} ---\n`);
    writeLine(JSON.stringify(answer(JSON.parse(line))));
  });
}
