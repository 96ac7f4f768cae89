// Any statement: writes to stdout without end on the first call (OLE).
function flood() {
  const line = 'x'.repeat(1 << 16);
  for (;;) process.stdout.write(line);
}

function tictactoe() { flood(); }

function winnerAfterEachMove() { flood(); }

class TicTacToe {
  constructor() { flood(); }
}
