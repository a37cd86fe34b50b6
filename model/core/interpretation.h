// An interpretation profile: for each interpretation point (catalog <interpretation id>), the chosen option.
// Points not named take their documented default. A variant reads the options it needs once, when it is made.
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
  // The option chosen for point, or fallback (the point's default) when none was chosen.
  std::string option(const std::string& point, const std::string& fallback) const {
    auto it = choices_.find(point);
    return it == choices_.end() ? fallback : it->second;
  }
  const std::map<std::string, std::string>& choices() const { return choices_; }

 private:
  std::map<std::string, std::string> choices_;
};

}  // namespace arbiter
