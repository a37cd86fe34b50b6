// library.h: the server's shared, read-only knowledge, made on first use and kept.
#include "oracle/serve/library.h"

#include <filesystem>

#include "model/core/variant_table.h"
#include "oracle/catalog/findings_rank.h"

namespace arbiter::serve {

Library::Library(std::string model_dir, std::string corpus_dir, std::string reports_dir)
    : model_dir_(std::move(model_dir)), corpus_dir_(std::move(corpus_dir)), reports_dir_(std::move(reports_dir)) {}

Result<std::shared_ptr<const Variant>> Library::variant(const std::string& id, const Profile& profile) {
  auto key = std::make_pair(id, profile.choices());
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto found = variants_.find(key); found != variants_.end()) return found->second;
  }
  // Made outside the lock (twentychess builds tables); two threads making the same one keep the first.
  auto made = make_variant(id, profile);
  if (!made) return made;
  std::lock_guard<std::mutex> lock(mutex_);
  if (variants_.size() >= 64) variants_.clear();  // bounded: readings can be combined in many ways
  return variants_.emplace(key, *made).first->second;
}

Result<std::shared_ptr<const Document>> Library::document(const std::string& variant) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto found = documents_.find(variant); found != documents_.end()) return found->second;
  const VariantRow* row = find_variant(variant);
  if (!row || !row->catalog || !row->family.empty()) return std::shared_ptr<const Document>();
  auto cat = catalog::load_catalog(catalog::catalog_path(model_dir_, std::string(row->id)));
  if (!cat) return Error{cat.error()};
  auto text = catalog::read_text_file(cat->document_path);
  if (!text) return Error{text.error()};
  auto doc = std::make_shared<Document>();
  doc->variant = variant;
  doc->title = cat->title;
  for (size_t start = 0; start < text->size();) {
    size_t end = std::min(text->find('\n', start), text->size());
    doc->lines.push_back(text->substr(start, end - start));
    start = end + 1;
  }
  // The lines each quote stands on, by the report's own locator (a pseudo-finding per clause and point).
  std::vector<catalog::Finding> located;
  auto add = [&](const std::string& id, const std::vector<catalog::Quote>& quotes) {
    catalog::Finding f;
    f.id = id;
    for (const auto& q : quotes) f.quotes.push_back({id, q.text, 0, 0});
    located.push_back(std::move(f));
  };
  for (const auto& c : cat->clauses) add(c.id, c.quotes);
  for (const auto& p : cat->interpretations) add(p.id, p.quotes);
  catalog::locate_quotes(located, *text);
  for (const auto& f : located)
    for (const auto& q : f.quotes) doc->quotes[f.id].push_back({q.text, q.first_line, q.last_line});
  doc->catalog = std::move(*cat);
  documents_[variant] = doc;
  return std::shared_ptr<const Document>(doc);
}

std::shared_ptr<const Library::Corpus> Library::corpus(const std::string& variant) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto found = corpora_.find(variant); found != corpora_.end()) return found->second;
  auto corpus = std::make_shared<Corpus>();
  std::error_code ec;
  if (find_variant(variant) && std::filesystem::is_directory(corpus_dir_ + "/" + variant, ec))
    for (const std::string& path : corpus_files(corpus_dir_, variant)) {
      auto file = load_scenario_file(path);
      if (file) corpus->files.push_back(std::move(*file));
      else corpus->errors.push_back(file.error());
    }
  corpora_[variant] = corpus;
  return corpus;
}

}  // namespace arbiter::serve
