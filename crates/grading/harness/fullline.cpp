
namespace ttt_fallback {
ttt_harness::Missing winner_after_each_move(ttt_harness::Anything, ttt_harness::Anything);
ttt_harness::Missing winnerAfterEachMove(ttt_harness::Anything, ttt_harness::Anything);
}  // namespace ttt_fallback

namespace ttt_harness {
using namespace ::ttt_fallback;

/// Whether S has the statement's method, in either spelling, taking moves as M.
template <class S, class M, class = void>
struct has_snake : std::false_type {};
template <class S, class M>
struct has_snake<S, M,
                 std::void_t<decltype(std::declval<S&>().winner_after_each_move(0, std::declval<M&>()))>>
    : std::true_type {};
template <class S, class M, class = void>
struct has_camel : std::false_type {};
template <class S, class M>
struct has_camel<S, M, std::void_t<decltype(std::declval<S&>().winnerAfterEachMove(0, std::declval<M&>()))>>
    : std::true_type {};

/// The solution's results for a case, from the form it has: a free function
/// in either spelling, or a method of class S (Solution) on a fresh object.
template <class S, class M>
std::vector<int> results(int n, M& moves) {
    if constexpr (!std::is_same_v<decltype(winner_after_each_move(n, moves)), Missing>) {
        return winner_after_each_move(n, moves);
    } else if constexpr (!std::is_same_v<decltype(winnerAfterEachMove(n, moves)), Missing>) {
        return winnerAfterEachMove(n, moves);
    } else if constexpr (std::conjunction_v<complete<S>, has_snake<S, M>>) {
        return std::make_unique<S>()->winner_after_each_move(n, moves);
    } else if constexpr (std::conjunction_v<complete<S>, has_camel<S, M>>) {
        return std::make_unique<S>()->winnerAfterEachMove(n, moves);
    } else {
        static_assert(never<S>,
                      "no `winner_after_each_move` (or `winnerAfterEachMove`) function and no "
                      "`class Solution` with such a method; the forms accepted: "
                      "`vector<int> winner_after_each_move(int n, vector<vector<int>>& moves)` "
                      "(or by value, or camelCase), or `class Solution { public: vector<int> "
                      "winnerAfterEachMove(int n, vector<vector<int>>& moves); }`");
        return {};
    }
}

/// Runs one case and appends its results to out.
void answer(const Json& c, std::string& out) {
    std::vector<std::vector<int>> cells = moves(c["moves"]);
    std::vector<int> found = results<Solution>(static_cast<int>(c["n"].number), cells);
    out += '[';
    for (size_t i = 0; i < found.size(); i++) {
        if (i > 0) out += ',';
        out += std::to_string(found[i]);
    }
    out += ']';
}

}  // namespace ttt_harness
