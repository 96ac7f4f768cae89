
namespace ttt_harness {

/// Runs one case and appends its result to out.
void answer(const Json& c, std::string& out) { write_string(out, tictactoe(moves(c["moves"]))); }

}  // namespace ttt_harness
