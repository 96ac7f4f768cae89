#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#endif
#include <cerrno>
#include <cstdio>
#include <iostream>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#include <unistd.h>
using namespace std;

namespace ttt_harness {

/// The original stdout, kept for the answers alone before the solution's
/// own static objects are made (they come later in this file); the
/// solution's stdout (cout, printf, descriptor 1) then goes to stderr, so
/// that nothing it prints can shift or spoil an answer.
struct Answers {
    int fd;
    Answers() : fd(dup(1)) { dup2(2, 1); }
};
Answers answers;

}  // namespace ttt_harness

// The statement's class names, declared so that the harness can ask whether
// the solution defines them, and say so when it does not.
class TicTacToe;
class Solution;

// A file's own `main` (kept for trying it by hand) is set aside under
// another name: the harness's is the program's.
#define main ttt_judge_solution_main
#include "solution.cpp"
#undef main

namespace ttt_harness {

/// Whether T is a complete type: whether the solution defined it.
template <class T, class = void>
struct complete : std::false_type {};
template <class T>
struct complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};

/// False, but only once T is known: for a static_assert that fires only
/// where no form was found.
template <class T>
constexpr bool never = false;

/// What a lookup finds when the solution does not define a function under
/// a statement's name; any function it defines that takes the arguments is
/// a better match than these.
struct Missing {};
struct Anything {
    template <class T>
    Anything(T&&) {}
};

/// A JSON value: just enough for the cases (objects, arrays, strings, integers).
struct Json {
    long long number = 0;
    std::string text;
    std::vector<Json> items;
    std::vector<std::pair<std::string, Json>> members;

    /// The member named key, if there is one.
    const Json* find(const char* key) const {
        for (const auto& member : members) {
            if (member.first == key) return &member.second;
        }
        return nullptr;
    }

    /// The member named key; an error if there is none.
    const Json& operator[](const char* key) const {
        for (const auto& member : members) {
            if (member.first == key) return member.second;
        }
        throw std::runtime_error(std::string("harness: the case has no \"") + key + "\"");
    }
};

/// Reads one JSON value from a line of text.
class Reader {
public:
    explicit Reader(const std::string& line) : s_(line) {}

    Json whole() {
        Json value = read();
        space();
        if (at_ != s_.size()) fail("trailing characters");
        return value;
    }

private:
    const std::string& s_;
    size_t at_ = 0;

    [[noreturn]] void fail(const char* what) const {
        throw std::runtime_error("harness: " + std::string(what) + " at column " + std::to_string(at_ + 1));
    }
    char peek() const { return at_ < s_.size() ? s_[at_] : '\0'; }
    void space() {
        while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\t' || s_[at_] == '\r' || s_[at_] == '\n')) at_++;
    }
    void expect(char c) {
        space();
        if (peek() != c) fail("unexpected character");
        at_++;
    }

    Json read() {
        space();
        Json value;
        char c = peek();
        if (c == '{') {
            at_++;
            space();
            if (peek() == '}') return at_++, value;
            do {
                space();
                std::string key = text();
                expect(':');
                value.members.emplace_back(std::move(key), read());
                space();
            } while (peek() == ',' && ++at_);
            expect('}');
        } else if (c == '[') {
            at_++;
            space();
            if (peek() == ']') return at_++, value;
            do {
                value.items.push_back(read());
                space();
            } while (peek() == ',' && ++at_);
            expect(']');
        } else if (c == '"') {
            value.text = text();
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            value.number = number();
        } else {
            for (const char* word : {"null", "true", "false"}) {
                if (s_.compare(at_, std::string(word).size(), word) == 0) {
                    at_ += std::string(word).size();
                    return value;
                }
            }
            fail("unexpected character");
        }
        return value;
    }

    long long number() {
        bool negative = peek() == '-';
        if (negative) at_++;
        if (!(peek() >= '0' && peek() <= '9')) fail("expected a digit");
        unsigned long long magnitude = 0;
        while (peek() >= '0' && peek() <= '9') {
            unsigned digit = s_[at_++] - '0';
            if (magnitude > (~0ULL - digit) / 10) fail("number out of range");
            magnitude = magnitude * 10 + digit;
        }
        if (magnitude > (negative ? 1ULL << 63 : (1ULL << 63) - 1)) fail("number out of range");
        return negative ? static_cast<long long>(0 - magnitude) : static_cast<long long>(magnitude);
    }

    std::string text() {
        expect('"');
        std::string out;
        while (peek() != '"') {
            if (at_ >= s_.size()) fail("unterminated string");
            char c = s_[at_++];
            if (c != '\\') {
                out += c;
                continue;
            }
            char e = s_[at_++];
            switch (e) {
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    if (at_ + 4 > s_.size()) fail("short \\u escape");
                    unsigned code = std::stoul(s_.substr(at_, 4), nullptr, 16);
                    at_ += 4;
                    if (code < 0x80) {
                        out += static_cast<char>(code);
                    } else if (code < 0x800) {
                        out += static_cast<char>(0xC0 | (code >> 6));
                        out += static_cast<char>(0x80 | (code & 0x3F));
                    } else {
                        out += static_cast<char>(0xE0 | (code >> 12));
                        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                        out += static_cast<char>(0x80 | (code & 0x3F));
                    }
                    break;
                }
                default: out += e;
            }
        }
        at_++;
        return out;
    }
};

/// Appends s as a JSON string.
void write_string(std::string& out, const std::string& s) {
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            default:
                if (c < 0x20) {
                    char escape[8];
                    std::snprintf(escape, sizeof escape, "\\u%04x", c);
                    out += escape;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    out += '"';
}

/// The moves of a case, as the statement's vector of [row, col] (fullline,
/// classic).
std::vector<std::vector<int>> moves(const Json& value) {
    std::vector<std::vector<int>> moves;
    for (const Json& move : value.items) {
        std::vector<int> cell;
        for (const Json& coordinate : move.items) cell.push_back(static_cast<int>(coordinate.number));
        moves.push_back(std::move(cell));
    }
    return moves;
}

/// Runs one case and appends its answer to out; the variant's part, after
/// main, defines it.
void answer(const Json& c, std::string& out);

/// Writes text whole to the answers' channel.
void write_answer(const std::string& text) {
    for (size_t at = 0; at < text.size();) {
        ssize_t n = ::write(answers.fd, text.data() + at, text.size() - at);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error("harness: cannot write an answer");
        at += static_cast<size_t>(n);
    }
}

/// Writes a line to stderr that marks where case number's own output begins.
void mark_case(long number) {
    std::string text = "--- case " + std::to_string(number) + " ---\n";
    std::fflush(nullptr);
    (void)!::write(2, text.data(), text.size());
}

}  // namespace ttt_harness

/// Answers each case of stdin with one line on the answers' channel, after
/// its marker line on stderr.
int main() {
    std::string line;
    long number = 0;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        ttt_harness::mark_case(++number);
        std::string out;
        ttt_harness::answer(ttt_harness::Reader(line).whole(), out);
        out += '\n';
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
        ttt_harness::write_answer(out);
    }
    return 0;
}
