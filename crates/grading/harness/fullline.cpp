
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
                      "no `winner_after_each_move` (or `winnerAfterEachMove`) function, no "
                      "`class Solution` with such a method and no `class TicTacToe` with a "
                      "`move` method; the forms accepted: "
                      "`vector<int> winner_after_each_move(int n, vector<vector<int>>& moves)` "
                      "(or by value, or camelCase), `class Solution { public: vector<int> "
                      "winnerAfterEachMove(int n, vector<vector<int>>& moves); }`, or LeetCode "
                      "348's `class TicTacToe { public: TicTacToe(int n); int move(int row, "
                      "int col, int player); }`");
        return {};
    }
}

/// Whether G is LeetCode 348's class: made from n, with `move(row, col, player)`.
template <class G, class = void>
struct has_move : std::false_type {};
template <class G>
struct has_move<G, std::void_t<decltype(std::declval<G&>().move(0, 0, 0)), decltype(G(0))>>
    : std::true_type {};

/// Plays a case on a fresh game of class G, each move by the case's player
/// for it (alternating from player 1 when the case names none), appending
/// the results to out.
template <class G>
void play(const Json& c, const std::vector<std::vector<int>>& cells, std::string& out) {
    G game(static_cast<int>(c["n"].number));
    const Json* players = c.find("players");
    out += '[';
    for (size_t i = 0; i < cells.size(); i++) {
        int player = players != nullptr ? static_cast<int>(players->items.at(i).number)
                                        : 1 + static_cast<int>(i % 2);
        if (i > 0) out += ',';
        out += std::to_string(game.move(cells[i][0], cells[i][1], player));
    }
    out += ']';
}

/// A case's results from the form the solution has: LeetCode 348's class G,
/// or the statement's function or class S's method.
template <class G, class S>
void answer_with(const Json& c, std::string& out) {
    std::vector<std::vector<int>> cells = moves(c["moves"]);
    if constexpr (std::conjunction_v<complete<G>, has_move<G>>) {
        play<G>(c, cells, out);
    } else {
        std::vector<int> found = results<S>(static_cast<int>(c["n"].number), cells);
        out += '[';
        for (size_t i = 0; i < found.size(); i++) {
            if (i > 0) out += ',';
            out += std::to_string(found[i]);
        }
        out += ']';
    }
}

/// Runs one case and appends its results to out.
void answer(const Json& c, std::string& out) { answer_with<TicTacToe, Solution>(c, out); }

}  // namespace ttt_harness
