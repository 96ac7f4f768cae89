#
# @lc app=leetcode id=1275 lang=python3
#
# [1275] Find Winner on a Tic Tac Toe Game
#
from local_helpers import board_printer  # a module of the repository, outside the marks

# @lc code=start
class Solution:
    def tictactoe(self, moves: List[List[int]]) -> str:
        grid = [[0] * 3 for _ in range(3)]
        for i, (r, c) in enumerate(moves):
            grid[r][c] = 1 if i % 2 == 0 else 2
        lines = [[(i, 0), (i, 1), (i, 2)] for i in range(3)]
        lines += [[(0, i), (1, i), (2, i)] for i in range(3)]
        lines += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
        for line in lines:
            values = {grid[r][c] for r, c in line}
            if len(values) == 1 and 0 not in values:
                return "A" if values == {1} else "B"
        return "Draw" if len(moves) == 9 else "Pending"
# @lc code=end

if __name__ == "__main__":
    board_printer(Solution().tictactoe([[0, 0], [2, 0], [1, 1], [2, 1], [2, 2]]))
