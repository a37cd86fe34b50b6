#include "oracle/explore/source_key.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace arbiter {
namespace fs = std::filesystem;

namespace {

std::string bytes_of(const fs::path& f) {
  std::ifstream in(f, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace

void add_source_tree(std::string& data, const std::string& dir, const std::string& label, const std::string& prefix) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    data += label + " (absent)\n";
    return;
  }
  std::vector<fs::path> files;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file() && it->path().filename().string().starts_with(prefix)) files.push_back(it->path());
  std::sort(files.begin(), files.end());
  for (const fs::path& f : files) {
    const std::string b = bytes_of(f);
    data += label + "/" + fs::relative(f, dir).generic_string() + '\0' + std::to_string(b.size()) + '\0' + b;
  }
}

std::string play_sources(const std::string& variant, const std::string& model_dir) {
  std::string data;
  const fs::path model(model_dir);
  add_source_tree(data, (model / variant).string(), "model/" + variant);
  // The rules code every variant plays by (the core), the 12x12 family's shared mechanics and chess, which
  // twentychess builds on: an edit there changes play as surely as one in the variant's own folder.
  for (const char* shared : {"core", "shared12", "chess"})
    if (variant != shared) add_source_tree(data, (model / shared).string(), std::string("model/") + shared);
  std::error_code ec;
  const fs::path table = model / "variants.cpp";
  data += fs::is_regular_file(table, ec) ? "model/variants.cpp" + std::string(1, '\0') + bytes_of(table) : "model/variants.cpp (absent)\n";
  return data;
}

}  // namespace arbiter
