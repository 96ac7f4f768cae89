// A right classic solution that prints the board after every move, as
// people debug: console.log goes to stderr, never into an answer.
var tictactoe = function(moves) {
  const g = [[0,0,0],[0,0,0],[0,0,0]];
  for (let i = 0; i < moves.length; i++) {
    const [r, c] = moves[i];
    g[r][c] = i % 2 === 0 ? 1 : 2;
    console.log("move", i, r, c, JSON.stringify(g));
  }
  const lines = [[[0,0],[0,1],[0,2]],[[1,0],[1,1],[1,2]],[[2,0],[2,1],[2,2]],[[0,0],[1,0],[2,0]],[[0,1],[1,1],[2,1]],[[0,2],[1,2],[2,2]],[[0,0],[1,1],[2,2]],[[0,2],[1,1],[2,0]]];
  for (const l of lines) {
    const v = g[l[0][0]][l[0][1]];
    if (v && l.every(([r,c]) => g[r][c] === v)) return v === 1 ? "A" : "B";
  }
  return moves.length === 9 ? "Draw" : "Pending";
};
