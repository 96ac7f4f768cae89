class Solution:
    def tictactoe(self, moves: List[List[int]]) -> str:
        rows, cols = [0] * 3, [0] * 3
        diagonal = anti = 0
        player = 1
        for row, col in moves:
            rows[row] += player
            cols[col] += player
            if row == col:
                diagonal += player
            if row + col == 2:
                anti += player
            if 3 in map(abs, (rows[row], cols[col], diagonal, anti)):
                return "A" if player == 1 else "B"
            player = -player
        return "Draw" if len(moves) == 9 else "Pending"
