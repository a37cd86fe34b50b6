// The workbench's page (oracle/serve/web/: HTML, CSS, JavaScript modules) embedded in the binary at build time:
// cmake/EmbedFiles.cmake writes each file as bytes into a generated source (build/generated/web_assets.cpp), so
// the server reads no file and needs no network to serve its page.
#pragma once

#include <string_view>
#include <vector>

namespace arbiter::serve {

struct WebAsset {
  std::string_view path;       // "index.html", "app.js": the file's name under oracle/serve/web/
  std::string_view mime_type;  // by its extension
  std::string_view content;
};

// Every embedded file (generated).
const std::vector<WebAsset>& web_assets();

inline const WebAsset* find_web_asset(std::string_view path) {
  for (const WebAsset& a : web_assets())
    if (a.path == path) return &a;
  return nullptr;
}

}  // namespace arbiter::serve
