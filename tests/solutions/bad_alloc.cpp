// Statement 002: runs out of memory the C++ way, by throwing bad_alloc (MLE).
std::string tictactoe(std::vector<std::vector<int>> moves) {
    throw std::bad_alloc();
}
