// ttt-judge harness, JavaScript (Node), multi (statement 000).
//
// Wraps solution.js, which declares the statement's class (module.exports
// is optional):
//
//     class TicTacToe {
//       constructor(n, playerMarks) { ... }
//       play(player, row, col) { ... }   // returns a status
//       getStatus() { ... }
//     }
//
// A status is a string ("IN_PROGRESS", "WIN:X", "TIE", "INVALID") or an
// object {state, winner}. Each line of stdin is one case, {"n": 3,
// "playerMarks": ["X", "O"], "players": [...], "rows": [...], "cols": [...]},
// played on a fresh game; each case's answer is one line of stdout,
// [[playResult, statusAfter], ...], written before the next case is read.
// An exception in the solution ends the process with its stack on stderr.
//
// By hand, beside solution.js: node harness.js < cases.jsonl
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

const WORDS = ['INVALID', 'IN_PROGRESS', 'TIE'];

/** The string form of a status; anything else is left as it is. */
function statusText(status) {
  if (status !== null && typeof status === 'object' && !Array.isArray(status)) {
    const { state, winner } = status;
    if (WORDS.includes(state) && winner == null) return state;
    if (state === 'WIN' && typeof winner === 'string') return `WIN:${winner}`;
  }
  return status;
}

const { TicTacToe } = load(['TicTacToe']);

/** The [playResult, statusAfter] pairs of one case, on a fresh game. */
function answer(c) {
  const game = new TicTacToe(c.n, c.playerMarks);
  return c.players.map((player, i) => {
    const played = statusText(game.play(player, c.rows[i], c.cols[i]));
    return [played, statusText(game.getStatus())];
  });
}

readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  if (line.trim() !== '') writeLine(JSON.stringify(answer(JSON.parse(line))));
});
