// The workbench's HTTP server (`arbiter serve`, README): cpp-httplib (Debian libcpp-httplib-dev) serving the
// page embedded in the binary (web_assets.h) and the JSON API (api.h). Safe by default for a local tool:
//   - it binds 127.0.0.1 unless told otherwise;
//   - a request whose Host header is not localhost, 127.0.0.1 or the bind address is refused (403), so a web
//     page of another site cannot reach it through DNS rebinding;
//   - a body larger than max_body is refused (413); every computation is bounded (game_request.h);
//   - requests run on httplib's thread pool and share only the Library (its caches locked, what it hands out
//     immutable); each request replays its own game.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace arbiter::serve {

struct ServeOptions {
  std::string bind = "127.0.0.1";
  int port = 8737;                // 0: any free port (Server::port() says which)
  size_t max_body = 64 * 1024;    // bytes of a request body
  std::string model_dir, corpus_dir;  // "" for the bundled ones
  std::string reports_dir;            // where explore.md is read (the findings' witnesses); "" for none
};

class Server {
 public:
  explicit Server(ServeOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the socket: "" or why it cannot (the address is taken, not local to this machine...).
  std::string bind();
  int port() const;
  // Serves until stop() (from another thread or a signal handler's thread); returns false on a listen error.
  bool run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Whether a Host header value ("localhost:8737", "[::1]:80") names this server bound to `bind`.
bool host_allowed(const std::string& host_header, const std::string& bind);

}  // namespace arbiter::serve
