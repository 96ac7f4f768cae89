'use strict';

const fs = require('fs');
const path = require('path');
const readline = require('readline');
const util = require('util');
const vm = require('vm');

/** The solution's name and text, `{ name, text }`, when `ttt-judge harness
 * --join` has put them in this file to make one whole program; null: the
 * solution is read from its own file. */
const JOINED = null;

/** The exit status of a harness that finds none of the accepted forms in
 * the solution, before it reads any case. */
const NO_ENTRY = 86;

/** The solution's file: the one named after the harness on the command
 * line; else solution.js beside the harness or, where a judge system has
 * copied the harness (as main.js) beside a submitted file of another
 * name, the one other .js file there. */
function submitted() {
  const named = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (named !== undefined) {
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
const FILE = JOINED === null ? submitted() : JOINED.name;

/** With --go-on (as ttt-judge runs a batch of cases), an exception the
 * solution throws on a case is printed as Node prints one that ends the
 * program, and the harness goes on with the next case (see raised). */
const GO_ON = process.argv.slice(2).includes('--go-on');

/** The start of the lines with which the harness speaks to the judge under
 * --go-on: on stderr, asking for what was written since its last such
 * line; on the answers' channel, in place of an answer. No answer starts
 * so. */
const TO_JUDGE = '\x1ettt-judge ';

/** The solution's text as it runs, wrapped (see load). */
let source = '';

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
    `${commonJs(JOINED === null ? fs.readFileSync(FILE, 'utf8') : JOINED.text)}\n;return { ${found.join(', ')} };\n})`;
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

/** The bytes of `text`, in one buffer used again for every text that fits
 * (what is written at once needs no copy of its own, and a solution that
 * prints on every move leaves no garbage behind). */
const encoded = (() => {
  const scratch = Buffer.allocUnsafe(64 << 10);
  return (text, encoding) => {
    if (text.length * 3 > scratch.length) return Buffer.from(text, encoding);
    return scratch.subarray(0, scratch.write(text, 0, encoding));
  };
})();

/** Writes one line to the answers' channel before going on. */
function writeLine(text) {
  writeAll(1, encoded(`${text}\n`));
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
  writeAll(2, typeof chunk === 'string' ? encoded(chunk, encoding) : Buffer.from(chunk));
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
  source = wrapped(names);
  const declared = vm.runInThisContext(source, { filename: FILE })(
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
  fs.writeSync(2, `${JOINED === null ? 'solution.js' : FILE} has ${what}; the forms accepted:\n${forms}`);
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

/** Writes a line to the judge on stderr, after what came before it. */
function tellJudge(words) {
  writeAll(2, Buffer.from(`${TO_JUDGE}${words}\n`));
}

/** The errors the engine makes itself where a program goes wrong. */
const ENGINE_ERRORS = [TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError];

/**
 * The first lines Node prints for an uncaught error: the solution's line
 * where it was thrown and a caret under the place, which Node takes from
 * the engine's record of the throw. A program cannot read that record, so
 * the harness finds the place from the error's first stack frame, only
 * where that frame is the throw: `throw new E(...)` (the caret under
 * `throw`), or an error the engine made itself where it went wrong; null
 * elsewhere.
 */
function throwSite(error) {
  const lines = error.stack.split('\n');
  const frame = /^ {4}at (?:.*? \()?(.*):(\d+):(\d+)\)?$/.exec(
    lines[String(error.message ?? '').split('\n').length] ?? '');
  if (frame === null || frame[1] !== FILE || /[\r\u2028\u2029]/.test(source)) return null;
  const [line, column] = [Number(frame[2]), Number(frame[3])];
  const text = source.split('\n')[line - 1];
  if (text === undefined) return null;
  const [before, at] = [text.slice(0, column - 1), text.slice(column - 1)];
  const thrown = /\bthrow\s+$/.exec(before);
  let start;
  if (thrown !== null && /^(?:new\s+)?[\w$]/.test(at)) {
    start = thrown.index;
  } else if (ENGINE_ERRORS.some((E) => Object.getPrototypeOf(error) === E.prototype) &&
      !/^(?:new\b|[\w$.]*Error\s*\()/.test(at) &&
      !/allocation failed/.test(error.message)) {
    start = column - 1;
  } else {
    return null;
  }
  // As Node draws it: over the line's UTF-8 bytes, a tab for a tab.
  const bytes = Buffer.from(text);
  let arrow = `${FILE}:${line}\n${text}\n`;
  if (start + 1 <= bytes.length) {
    let under = '';
    for (let i = 0; i < start && bytes[i] !== 0 && under.length < 1020; i++) {
      under += bytes[i] === 9 ? '\t' : ' ';
    }
    arrow += `${under}^\n`;
  }
  return arrow;
}

/** What Node prints for error, thrown on a case and not caught, as it ends
 * the process; null when the harness cannot be sure of it, or when other
 * code would have its say as the process ended. */
function uncaught(error) {
  const others = process.listenerCount('uncaughtException') > 1 ||
    process.listenerCount('uncaughtExceptionMonitor') > 0 || process.listenerCount('exit') > 0;
  const colour = process.env.FORCE_COLOR !== undefined || process.stderr.isTTY;
  if (others || colour || process.exitCode !== undefined || !util.types.isNativeError(error) ||
      typeof error.stack !== 'string') {
    return null;
  }
  const arrow = throwSite(error);
  if (arrow === null) return null;
  const depth = Math.max(util.inspect.defaultOptions.depth, 5);
  const colors = util.inspect.defaultOptions.colors;
  const trace = util.inspect(error, { colors, customInspect: false, depth });
  return `${arrow}\n${trace}\n\nNode.js ${process.version}\n`;
}

/** The number of the case being answered, or 0 between cases. */
let answering = 0;

/** Under --go-on, what an exception that nothing caught does: one thrown
 * on a case takes the place of its answer, with what Node would print
 * for it and how the process would end (status 1), or only that the case
 * raised, when the harness cannot be sure of the print; and the harness
 * goes on. Any other ends the harness. */
function raised(error, origin) {
  const number = answering;
  answering = 0;
  if (number === 0 || origin !== 'uncaughtException') {
    writeAll(2, Buffer.from(`${util.inspect(error)}\n`));
    process.exit(1);
  }
  let text = null;
  try {
    text = uncaught(error);
  } catch {
    // an error whose stack cannot be read: the case runs alone
  }
  if (text === null) {
    writeLine(`${TO_JUDGE}raised`);
    return;
  }
  writeAll(2, Buffer.from(text));
  tellJudge(`raised ${number}`);
  writeLine(`${TO_JUDGE}raised exit 1`);
}

/** Answers each line of stdin with one line on the answers' channel,
 * through answer, after a line on stderr that marks where the case's own
 * output begins. Each case is answered in a callback of its own, from
 * the same place, so that an exception on it leaves it as Node would
 * leave any uncaught one, with the same stack, and under --go-on leaves
 * it to raised, which goes on. */
function serve(answer) {
  const waiting = [];
  let number = 0;
  const next = () => {
    const line = waiting.shift();
    number += 1;
    process.stderr.write(`--- case ${number} ---\n`);
    answering = number;
    const text = JSON.stringify(answer(JSON.parse(line)));
    answering = 0;
    writeLine(text);
  };
  if (GO_ON) {
    process.on('uncaughtException', raised);
    tellJudge('loaded');
  }
  readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
    if (line.trim() === '') return;
    waiting.push(line);
    process.nextTick(next);
  });
}
