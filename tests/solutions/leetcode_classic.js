/**
 * @param {number[][]} moves
 * @return {string}
 */
var tictactoe = function(moves) {
    const rows = [0, 0, 0], cols = [0, 0, 0];
    let diagonal = 0, anti = 0, player = 1;
    for (const [row, col] of moves) {
        rows[row] += player;
        cols[col] += player;
        if (row === col) diagonal += player;
        if (row + col === 2) anti += player;
        if ([rows[row], cols[col], diagonal, anti].some((x) => Math.abs(x) === 3)) {
            return player === 1 ? "A" : "B";
        }
        player = -player;
    }
    return moves.length === 9 ? "Draw" : "Pending";
};
