class Solution:
    def winnerAfterEachMove(self, n: int, moves: List[List[int]]) -> List[int]:
        counts: Dict[Tuple[str, int, int], int] = defaultdict(int)
        results = []
        for i, (row, col) in enumerate(moves):
            player = i % 2
            lines = [("r", row, player), ("c", col, player)]
            if row == col:
                lines.append(("d", 0, player))
            if row + col == n - 1:
                lines.append(("a", 0, player))
            won = False
            for line in lines:
                counts[line] += 1
                won |= counts[line] == n
            results.append(player + 1 if won else 0)
        return results
