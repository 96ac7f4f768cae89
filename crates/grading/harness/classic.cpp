
namespace ttt_fallback {
ttt_harness::Missing tictactoe(ttt_harness::Anything);
}  // namespace ttt_fallback

namespace ttt_harness {
using namespace ::ttt_fallback;

/// Whether S has a tictactoe method that takes moves as M.
template <class S, class M, class = void>
struct has_tictactoe : std::false_type {};
template <class S, class M>
struct has_tictactoe<S, M, std::void_t<decltype(std::declval<S&>().tictactoe(std::declval<M&>()))>>
    : std::true_type {};

/// The solution's result for moves, from the form it has: a free function,
/// or a method of class S (Solution) called on a fresh object.
template <class S, class M>
std::string result(M& moves) {
    if constexpr (!std::is_same_v<decltype(tictactoe(moves)), Missing>) {
        return tictactoe(moves);
    } else if constexpr (std::conjunction_v<complete<S>, has_tictactoe<S, M>>) {
        return std::make_unique<S>()->tictactoe(moves);
    } else {
        static_assert(never<S>,
                      "no `tictactoe` function and no `class Solution` with a `tictactoe` method; "
                      "the forms accepted: `string tictactoe(vector<vector<int>>& moves)` (or by value), "
                      "or `class Solution { public: string tictactoe(vector<vector<int>>& moves); }`");
        return {};
    }
}

/// Runs one case and appends its result to out.
void answer(const Json& c, std::string& out) {
    std::vector<std::vector<int>> cells = moves(c["moves"]);
    write_string(out, result<Solution>(cells));
}

}  // namespace ttt_harness
