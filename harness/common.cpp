#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#endif
#include <cstdio>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>
using namespace std;

#include "solution.cpp"

namespace ttt_harness {

/// A JSON value: just enough for the cases (objects, arrays, strings, integers).
struct Json {
    long long number = 0;
    std::string text;
    std::vector<Json> items;
    std::vector<std::pair<std::string, Json>> members;

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

}  // namespace ttt_harness

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        std::string out;
        ttt_harness::answer(ttt_harness::Reader(line).whole(), out);
        out += '\n';
        std::cout << out << std::flush;
    }
    return 0;
}
