"""Statement 001, wrong: crashes on every board larger than 1×1 (RE)."""


def winner_after_each_move(n, moves):
    if n >= 2:
        raise IndexError("a board larger than 1x1")
    return [1]
