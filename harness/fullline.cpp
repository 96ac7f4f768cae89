
namespace ttt_harness {

/// Runs one case and appends its results to out.
void answer(const Json& c, std::string& out) {
    std::vector<int> results = winner_after_each_move(static_cast<int>(c["n"].number), moves(c["moves"]));
    out += '[';
    for (size_t i = 0; i < results.size(); i++) {
        if (i > 0) out += ',';
        out += std::to_string(results[i]);
    }
    out += ']';
}

}  // namespace ttt_harness
