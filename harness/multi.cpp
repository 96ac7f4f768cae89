
namespace ttt_harness {

/// A mark: the one character of a string.
char mark(const Json& value) { return value.text.empty() ? '\0' : value.text[0]; }

/// Plays one case on a fresh game and appends its pairs to out.
void answer(const Json& c, std::string& out) {
    std::vector<char> marks;
    for (const Json& m : c["playerMarks"].items) marks.push_back(mark(m));
    const auto& players = c["players"].items;
    const auto& rows = c["rows"].items;
    const auto& cols = c["cols"].items;
    auto game = std::make_unique<TicTacToe>(static_cast<int>(c["n"].number), marks);
    out += '[';
    for (size_t i = 0; i < players.size() && i < rows.size() && i < cols.size(); i++) {
        std::string played = game->play(mark(players[i]), rows[i].number, cols[i].number);
        std::string after = game->getStatus();
        out += i == 0 ? "[" : ",[";
        write_string(out, played);
        out += ',';
        write_string(out, after);
        out += ']';
    }
    out += ']';
}

}  // namespace ttt_harness
