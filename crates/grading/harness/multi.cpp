
namespace ttt_harness {

/// A mark: the one character of a string.
char mark(const Json& value) { return value.text.empty() ? '\0' : value.text[0]; }

/// A coordinate as play takes it (long long, long, int, ...): one that does
/// not fit the parameter's type becomes its nearest end, which stays off
/// the board.
struct Coordinate {
    long long value;

    template <class T, class = std::enable_if_t<std::is_arithmetic_v<T>>>
    operator T() const {
        using Limits = std::numeric_limits<T>;
        if constexpr (std::is_integral_v<T>) {
            if (value < 0 && !Limits::is_signed) return Limits::max();
            if (Limits::is_signed && value < static_cast<long long>(Limits::min())) return Limits::min();
            if (value > 0 && static_cast<unsigned long long>(value) > static_cast<unsigned long long>(Limits::max()))
                return Limits::max();
        }
        return static_cast<T>(value);
    }
};

/// Whether T has the statement's methods: play, and getStatus or get_status.
template <class T, class = void>
struct has_play : std::false_type {};
template <class T>
struct has_play<T, std::void_t<decltype(std::declval<T&>().play(char(), std::declval<Coordinate>(),
                                                                 std::declval<Coordinate>()))>>
    : std::true_type {};
template <class T, class = void>
struct has_get_status : std::false_type {};
template <class T>
struct has_get_status<T, std::void_t<decltype(std::declval<T&>().getStatus())>> : std::true_type {};
template <class T, class = void>
struct has_snake_status : std::false_type {};
template <class T>
struct has_snake_status<T, std::void_t<decltype(std::declval<T&>().get_status())>> : std::true_type {};

/// The game's status, by the name it has.
template <class T>
std::string status(T& game) {
    if constexpr (has_get_status<T>::value) {
        return game.getStatus();
    } else {
        return game.get_status();
    }
}

/// Plays one case on a fresh T (TicTacToe) and appends its pairs to out.
template <class T>
void play_case(const Json& c, std::string& out) {
    if constexpr (std::conjunction_v<complete<T>, has_play<T>,
                                     std::disjunction<has_get_status<T>, has_snake_status<T>>>) {
        std::vector<char> marks;
        for (const Json& m : c["playerMarks"].items) marks.push_back(mark(m));
        const auto& players = c["players"].items;
        const auto& rows = c["rows"].items;
        const auto& cols = c["cols"].items;
        auto game = std::make_unique<T>(static_cast<int>(c["n"].number), marks);
        out += '[';
        for (size_t i = 0; i < players.size() && i < rows.size() && i < cols.size(); i++) {
            std::string played = game->play(mark(players[i]), Coordinate{rows[i].number}, Coordinate{cols[i].number});
            std::string after = status(*game);
            out += i == 0 ? "[" : ",[";
            write_string(out, played);
            out += ',';
            write_string(out, after);
            out += ']';
        }
        out += ']';
    } else {
        static_assert(never<T>,
                      "no `class TicTacToe` with `play` and `getStatus` methods; the form accepted: "
                      "`class TicTacToe { public: TicTacToe(int n, vector<char> playerMarks); "
                      "string play(char player, long long row, long long col); string getStatus(); }` "
                      "(int coordinates and get_status too)");
    }
}

/// Plays one case on a fresh game and appends its pairs to out.
void answer(const Json& c, std::string& out) { play_case<TicTacToe>(c, out); }

}  // namespace ttt_harness
