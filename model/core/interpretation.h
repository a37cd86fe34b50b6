// An interpretation profile: for each interpretation point (catalog <interpretation id>), the chosen option.
// Points not named take their documented default. A variant reads its profile once, when it is made, through
// the one reader against its interpretation table (read_interpretation, interpretation_table.h).
#pragma once

#include <map>
#include <string>

namespace arbiter {

class Profile {
 public:
  Profile() = default;
  // Parses "point=option,point=option"; returns false and leaves the profile unchanged on malformed text.
  bool parse(const std::string& text, std::string* error);
  void set(const std::string& point, const std::string& option) { choices_[point] = option; }
  // The option chosen for point, or fallback when none was chosen (variants go through read_interpretation,
  // which takes the fallback from the table's default).
  std::string option(const std::string& point, const std::string& fallback) const {
    auto it = choices_.find(point);
    return it == choices_.end() ? fallback : it->second;
  }
  const std::map<std::string, std::string>& choices() const { return choices_; }
  bool chooses(const std::string& point) const { return choices_.count(point) > 0; }

 private:
  std::map<std::string, std::string> choices_;
};

}  // namespace arbiter
