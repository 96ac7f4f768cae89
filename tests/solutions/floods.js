// Any statement: writes to stdout without end on the first call (OLE).
const fs = require('fs');

function flood() {
  const chunk = Buffer.alloc(1 << 16, 'x');
  for (;;) {
    try {
      fs.writeSync(1, chunk);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}

function tictactoe() { flood(); }

function winnerAfterEachMove() { flood(); }

class TicTacToe {
  constructor() { flood(); }
}
