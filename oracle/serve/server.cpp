// server.h: routes, the Host check, the body bound, and JSON errors on cpp-httplib.
#include "oracle/serve/server.h"

#include <httplib.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <optional>
#include <nlohmann/json.hpp>

#include "oracle/catalog/catalog.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/serve/api.h"
#include "oracle/serve/game_request.h"
#include "oracle/serve/web_assets.h"

namespace arbiter::serve {

using nlohmann::json;

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

void send_json(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(), "application/json");
}

void send_error(httplib::Response& res, int status, const std::string& message, const std::string& expected, const json& detail = {}) {
  json body = {{"error", message}};
  if (!expected.empty()) body["expected"] = expected;
  if (detail.is_object()) body.update(detail);
  send_json(res, status, body);
}

// Runs an endpoint: its JSON, or its refusal as a JSON error; nothing a request sends ends the server.
template <class F>
void answer(httplib::Response& res, F&& endpoint) {
  try {
    send_json(res, 200, endpoint());
  } catch (const ApiError& e) {
    send_error(res, e.status, e.what(), e.expected, e.detail);
  } catch (const json::exception& e) {
    send_error(res, 400, std::string("the body is not the JSON expected: ") + e.what(), "a JSON object (README, \"arbiter serve\")");
  } catch (const std::exception& e) {
    send_error(res, 500, std::string("internal error: ") + e.what(), "");
  }
}

// A report page as served: its hidden links to the workbench shown (html_page.h); nullopt when unreadable.
std::optional<std::string> read_report_page(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  static const std::string kHidden = "<a class=\"wb\" hidden ", kShown = "<a class=\"wb\" ";
  for (size_t at = page.find(kHidden); at != std::string::npos; at = page.find(kHidden, at + kShown.size()))
    page.replace(at, kHidden.size(), kShown);
  return page;
}

json parse_body(const httplib::Request& req) {
  if (req.body.empty()) throw ApiError(400, "the request has no body", "a JSON object");
  return json::parse(req.body);
}

}  // namespace

bool host_allowed(const std::string& host_header, const std::string& bind) {
  std::string host = lower(host_header);
  if (!host.empty() && host.front() == '[') {  // [::1]:8737
    const size_t close = host.find(']');
    if (close == std::string::npos) return false;
    host = host.substr(1, close - 1);
  } else if (const size_t colon = host.rfind(':'); colon != std::string::npos) {
    host = host.substr(0, colon);
  }
  if (host.empty()) return false;
  return host == "localhost" || host == "127.0.0.1" || host == "::1" || host == lower(bind);
}

struct Server::Impl {
  explicit Impl(ServeOptions o)
      : options(std::move(o)),
        library(options.model_dir.empty() ? catalog::default_model_dir() : options.model_dir,
                options.corpus_dir.empty() ? default_corpus_dir() : options.corpus_dir, options.reports_dir) {}
  ServeOptions options;
  Library library;
  httplib::Server http;
  int port = 0;

  void routes() {
    http.set_payload_max_length(options.max_body);
    // Before routing (and before a body is read): the Host header must name this machine.
    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) -> httplib::Server::HandlerResponse {
      if (host_allowed(req.get_header_value("Host"), options.bind)) return httplib::Server::HandlerResponse::Unhandled;
      send_error(res, 403, "Host \"" + req.get_header_value("Host") + "\" is not this server",
                 "Host: localhost, 127.0.0.1 or " + options.bind + " (no DNS rebinding)");
      return httplib::Server::HandlerResponse::Handled;
    });
    // httplib's own refusals (no such path, a body too large) as JSON, where no handler wrote one.
    http.set_error_handler(httplib::Server::HandlerWithResponse([this](const httplib::Request&, httplib::Response& res) {
      if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
      if (res.status == 413)
        send_error(res, 413, "the request body is too large", "at most " + std::to_string(options.max_body) + " bytes");
      else if (res.status == 404)
        send_error(res, 404, "no such path", "/ (the workbench), /report/ or an endpoint of /api (README, \"arbiter serve\")");
      else
        send_error(res, res.status, "request refused (" + std::to_string(res.status) + ")", "");
      return httplib::Server::HandlerResponse::Handled;
    }));
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
      send_error(res, 500, "internal error", "");
    });

    Library& lib = library;
    http.Get("/api/variants", [](const httplib::Request&, httplib::Response& res) { answer(res, [] { return api_variants(); }); });
    http.Get("/api/variant", [&lib](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] { return api_variant(lib, req.get_param_value("id")); });
    });
    http.Get("/api/document", [&lib](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] { return api_document(lib, req.get_param_value("variant")); });
    });
    http.Get("/api/scenarios", [&lib](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] { return api_scenarios(lib, req.get_param_value("variant")); });
    });
    http.Get("/api/witnesses", [&lib](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] { return api_witnesses(lib, req.get_param_value("variant")); });
    });
    http.Get("/api/scenario", [&lib](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] { return api_scenario(lib, req.get_param_value("variant"), req.get_param_value("id")); });
    });
    using Endpoint = json (*)(Library&, const json&);
    const std::pair<const char*, Endpoint> posts[] = {{"/api/position", api_position}, {"/api/moves", api_moves}, {"/api/try", api_try},
                                                      {"/api/perft", api_perft},       {"/api/record", api_record},
                                                      {"/api/reply", api_reply}};
    for (const auto& [path, endpoint] : posts)
      http.Post(path, [&lib, endpoint = endpoint](const httplib::Request& req, httplib::Response& res) {
        answer(res, [&] { return endpoint(lib, parse_body(req)); });
      });
    // The static HTML report (REPORTS/html, `arbiter check`) under /report/: its boards' links to the workbench
    // (html_page.h, workbench_link), written hidden for a page read from disk, are shown here, where the
    // workbench answers them. Only a file name of that folder (no path) is served.
    http.Get(R"(/report/([a-z0-9_\-]*(\.html)?))", [this](const httplib::Request& req, httplib::Response& res) {
      std::string name = req.matches[1];
      if (name.empty()) name = "index.html";
      if (options.reports_dir.empty()) return send_error(res, 404, "no reports directory", "arbiter serve run from the project");
      auto page = read_report_page(options.reports_dir + "/html/" + name);
      if (!page) return send_error(res, 404, "no report page " + name, "/report/ or a variant's page (`arbiter check` writes them)");
      res.set_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      res.set_header("X-Content-Type-Options", "nosniff");
      res.set_header("Cache-Control", "no-cache");
      res.set_content(*page, "text/html; charset=utf-8");
    });
    // The page: files embedded at build time (web_assets.h); "/" is index.html.
    http.Get(R"(/([a-z0-9_\-]*(\.[a-z]+)?))", [](const httplib::Request& req, httplib::Response& res) {
      std::string path = req.matches[1];
      const WebAsset* asset = find_web_asset(path.empty() ? "index.html" : path);
      if (!asset) return send_error(res, 404, "no such file: /" + path, "/ or a file of the workbench");
      res.set_header("Content-Security-Policy",
                     "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'");
      res.set_header("X-Content-Type-Options", "nosniff");
      res.set_header("Cache-Control", "no-cache");
      res.set_content(std::string(asset->content), std::string(asset->mime_type).c_str());
    });
  }
};

Server::Server(ServeOptions options) : impl_(std::make_unique<Impl>(std::move(options))) { impl_->routes(); }
Server::~Server() = default;

std::string Server::bind() {
  const ServeOptions& o = impl_->options;
  if (o.port == 0) {
    impl_->port = impl_->http.bind_to_any_port(o.bind);
    if (impl_->port > 0) return "";
  } else if (impl_->http.bind_to_port(o.bind, o.port)) {
    impl_->port = o.port;
    return "";
  }
  return "cannot listen on " + o.bind + ":" + std::to_string(o.port) + " (the port is taken, or the address is not this machine's)";
}

int Server::port() const { return impl_->port; }
bool Server::run() { return impl_->http.listen_after_bind(); }
void Server::stop() { impl_->http.stop(); }

}  // namespace arbiter::serve
