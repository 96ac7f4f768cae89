// The arena's JavaScript bot harness: speaks the JSON-lines protocol on
// stdin/stdout and asks solution.js (beside it) for each move, through
//   choose(board, me, marks, k) -> [row, col]         a function, or
//   class Bot { move(board, me, marks, k) }           one object a match,
// exported (module.exports / exports) or declared at the top level.
// board is an array of row strings ('.' empty), me the bot's mark, marks
// the marks in turn order (a string), k the winning length. console.log
// goes to stderr: stdout carries the answers alone.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const file = path.join(__dirname, 'solution.js');
const source = fs.readFileSync(file, 'utf8');
const wrapped = `(function (module, exports, require) {${source}\n;` +
  'return {choose: typeof choose === "function" ? choose : undefined,' +
  ' Bot: typeof Bot === "function" ? Bot : undefined}; })';
if (process.argv[2] === '--check') {
  new vm.Script(wrapped, {filename: file});
  console.log(process.execPath);
  process.exit(0);
}
const answer = (text) => fs.writeSync(1, text + '\n');
const shown = (value) => {
  let text;
  try { text = JSON.stringify(value); } catch (e) { text = undefined; }
  return String(text === undefined ? String(value) : text).replace(/[\r\n]/g, ' ').slice(0, 200);
};
console.log = (...args) => process.stderr.write(args.join(' ') + '\n');
const module_ = {exports: {}};
const found = vm.runInThisContext(wrapped, {filename: file})(module_, module_.exports, require);
const exported = typeof module_.exports === 'function' ? {choose: module_.exports} : module_.exports;
const Bot = exported.Bot || found.Bot;
const choose = Bot ? ((b) => (...a) => b.move(...a))(new Bot()) : (exported.choose || found.choose);
if (!choose) {
  process.stderr.write('the bot has neither choose(board, me, marks, k) nor class Bot with move(board, me, marks, k)\n');
  process.exit(86);
}
let me = null, marks = '', k = 3, board = [];
require('readline').createInterface({input: process.stdin}).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'start') {
    [me, marks, k] = [message.mark, message.marks.join(''), message.k];
  } else if (message.type === 'turn') {
    board = message.board;
  }
  if (message.type === 'turn' || message.type === 'invalid') {
    const move = choose(board.slice(), me, marks, k);
    const [row, col] = Array.isArray(move) ? move : [NaN, NaN];
    const cell = [Math.trunc(row), Math.trunc(col)];
    // Not a [row, col] pair: written as it is, the referee's garbage.
    answer(cell.every(Number.isFinite) ? JSON.stringify(cell) : shown(move));
  }
});
