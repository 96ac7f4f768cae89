#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#endif
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <typeinfo>
#include <iostream>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#include <unistd.h>
#if defined(__GLIBCXX__)
#include <cxxabi.h>
#include <ext/stdio_sync_filebuf.h>
#include <stdio_ext.h>
#endif
using namespace std;

namespace ttt_harness {

/// The original stdout, kept for the answers alone before the solution's
/// own static objects are made (they come later in this file); the
/// solution's stdout (cout, printf, descriptor 1) then goes to stderr, so
/// that nothing it prints can shift or spoil an answer.
/// The terminate handler is kept too, to tell whether the solution sets
/// one of its own.
struct Answers {
    int fd;
    std::terminate_handler terminate;
    Answers() : fd(dup(1)), terminate(std::get_terminate()) { dup2(2, 1); }
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

/// The start of the lines with which the harness speaks to the judge under
/// --go-on: on stderr, asking for what was written since its last such
/// line; on the answers' channel, in place of an answer. No answer starts
/// so.
const std::string TO_JUDGE = "\x1ettt-judge ";

/// Writes a line to the judge on stderr, after what came before it.
void tell_judge(const std::string& words) {
    std::string text = TO_JUDGE + words + "\n";
    std::cout.flush();
    std::fflush(nullptr);
    (void)!::write(2, text.data(), text.size());
}

/// The line that takes the place of case number's answer, called as the
/// exception the solution threw on it is handled: the harness prints what
/// libstdc++ prints when an exception leaves main (its terminate handler's
/// words), drops what the solution wrote to stdout and did not flush (as
/// abort does), and says the process would have been killed by SIGABRT;
/// or, where that is not what would happen (another C++ library, a
/// terminate handler or a SIGABRT handler of the solution's, cout
/// unsynced from stdio, so that its buffer is the solution's), only that
/// the case raised, and the judge runs it alone.
std::string raised(long number) {
#if defined(__GLIBCXX__)
    struct sigaction abort_action {};
    sigaction(SIGABRT, nullptr, &abort_action);
    bool synced = dynamic_cast<__gnu_cxx::stdio_sync_filebuf<char>*>(std::cout.rdbuf()) != nullptr;
    std::type_info* type = abi::__cxa_current_exception_type();
    if (std::get_terminate() == answers.terminate && abort_action.sa_handler == SIG_DFL && synced &&
        type != nullptr) {
        __fpurge(stdout);
        int status = -1;
        char* name = abi::__cxa_demangle(type->name(), nullptr, nullptr, &status);
        std::fputs("terminate called after throwing an instance of '", stderr);
        std::fputs(status == 0 ? name : type->name(), stderr);
        std::fputs("'\n", stderr);
        if (status == 0) std::free(name);
        try {
            throw;
        } catch (const std::exception& e) {
            std::fputs("  what():  ", stderr);
            std::fputs(e.what(), stderr);
            std::fputs("\n", stderr);
        } catch (...) {
        }
        tell_judge("raised " + std::to_string(number));
        return TO_JUDGE + "raised signal 6";
    }
#endif
    (void)number;
    return TO_JUDGE + "raised";
}

}  // namespace ttt_harness

/// Answers each case of stdin with one line on the answers' channel, after
/// its marker line on stderr. What the solution throws on a case ends the
/// program, or, with --go-on (as ttt-judge runs a batch of cases), takes
/// the place of its answer (see raised), but for bad_alloc, running out of
/// memory, which may be the batch's doing.
int main(int argc, char** argv) {
    const bool go_on = argc > 1 && std::string(argv[1]) == "--go-on";
    if (go_on) ttt_harness::tell_judge("loaded");
    std::string line;
    long number = 0;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        ttt_harness::mark_case(++number);
        std::string out;
        const ttt_harness::Json c = ttt_harness::Reader(line).whole();
        if (!go_on) {
            ttt_harness::answer(c, out);
        } else {
            try {
                ttt_harness::answer(c, out);
            } catch (const std::bad_alloc&) {
                throw;
#if defined(__GLIBCXX__)
            } catch (abi::__forced_unwind&) {
                throw;
#endif
            } catch (...) {
                out = ttt_harness::raised(number);
            }
        }
        out += '\n';
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
        ttt_harness::write_answer(out);
    }
    return 0;
}
