// Reports are written whole or not at all: into a temporary file beside the target, then renamed over it; the
// files of one run together (FileGroup).
#pragma once

#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

// The files of one run, replaced together or not at all. add() writes each whole into a temporary file
// beside its target (creating the directory); commit() renames them all into place, a stop signal held back
// meanwhile (stop_signals.h: Hold), or renames none when an add() failed. A group never committed removes its
// temporary files; a stop signal before commit() removes them too, and leaves every target as it was.
class FileGroup {
 public:
  FileGroup() = default;
  ~FileGroup();
  FileGroup(const FileGroup&) = delete;
  FileGroup& operator=(const FileGroup&) = delete;
  // "" or the error (the group then commits nothing).
  std::string add(const std::string& path, const std::string& content);
  // "" or the first error: of an add(), or of a rename (the files renamed before it stay in place).
  std::string commit();

 private:
  struct Staged {
    std::string target, temp;
    int slot = -1;  // stop_signals' file slot
  };
  std::vector<Staged> staged_;
  std::string error_;
  void discard();
};

// One file, as a group of one: returns "" or the error.
std::string write_file_atomically(const std::string& path, const std::string& content);

// Whether writing `output` would replace one of a run's inputs: the same file (a link or another spelling of
// its path too), or a file inside an input directory (a corpus). Returns "" or the error naming both; a command
// asks it before it runs, so an input is never lost to its own report.
std::string overwrites_an_input(const std::string& output, const std::vector<std::string>& inputs);
// "" when the directory a file option names (--junit, --report, --output FILE) exists; else the error: a
// misspelt directory is a usage error, never a tree of new directories (a --reports DIR is created).
std::string missing_directory(const std::string& file);

// A path as reports and messages show it: relative to the repository when inside it, so that generated
// reports are the same on every machine.
std::string shown_path(const std::string& path);

}  // namespace arbiter
