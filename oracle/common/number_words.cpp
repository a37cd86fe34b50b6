#include "oracle/common/number_words.h"

#include <cctype>
#include <cstdlib>
#include <string>

namespace arbiter {

namespace {

bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

bool has_digits(std::string_view text, const std::string& digits) {
  for (size_t i = 0; i < text.size();) {
    if (!digit(text[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && digit(text[j])) ++j;
    if (text.substr(i, j - i) == digits && (i == 0 || !letter(text[i - 1]))) return true;
    i = j;
  }
  return false;
}

bool has_word(const std::string& lower, std::string_view w) {
  for (size_t at = lower.find(w); at != std::string::npos; at = lower.find(w, at + 1)) {
    const size_t end = at + w.size();
    if ((at == 0 || !letter(lower[at - 1])) && (end == lower.size() || !letter(lower[end]))) return true;
  }
  return false;
}

}  // namespace

bool states_number(std::string_view text, int n) {
  if (has_digits(text, std::to_string(std::labs(static_cast<long>(n))))) return true;
  if (n < 0 || n > 12) return false;
  static constexpr std::string_view kWords[] = {"zero", "one", "two", "three", "four", "five", "six",
                                                "seven", "eight", "nine", "ten", "eleven", "twelve"};
  static constexpr std::string_view kOrdinals[] = {"zeroth", "first", "second", "third", "fourth", "fifth", "sixth",
                                                   "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"};
  static constexpr std::string_view kTimes[] = {"", "once", "twice", "thrice"};
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return has_word(lower, kWords[n]) || has_word(lower, kOrdinals[n]) || (n >= 1 && n <= 3 && has_word(lower, kTimes[n]));
}

}  // namespace arbiter
