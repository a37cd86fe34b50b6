#include "oracle/atomic_file.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace arbiter {

std::string write_file_atomically(const std::string& path, const std::string& content) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (ec) return path + ": cannot create directory: " + ec.message();
  std::string temp = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return temp + ": cannot open for writing";
    out << content;
    out.flush();
    if (!out) {
      std::remove(temp.c_str());
      return temp + ": write failed";
    }
  }
  fs::rename(temp, target, ec);
  if (ec) {
    std::remove(temp.c_str());
    return path + ": cannot rename into place: " + ec.message();
  }
  return "";
}

std::string shown_path(const std::string& path) {
  std::string root = std::string(ARBITER_SOURCE_DIR) + "/";
  return path.rfind(root, 0) == 0 ? path.substr(root.size()) : path;
}

}  // namespace arbiter
