# Build time on CI's two cores (scripts/test builds everything twice, from nothing): unity builds, precompiled
# headers and a fast linker. None of them changes what is compiled or tested; each can be switched off.
#   ARBITER_UNITY  (ON)  arbiter_unity(target [source...]): the target's sources compiled in batches of
#                        ARBITER_UNITY_BATCH (one generated file #including several); the sources named are
#                        compiled alone: they define file-local names (anonymous namespace, static) that a
#                        neighbour in the same namespace defines too. A new clash is a compile error
#                        ("redefinition of ..."): add the file to its target's list, or rename the helper.
#   ARBITER_PCH    (ON)  arbiter_pch(target header...): the headers precompiled once for the target and
#                        included first in each of its sources; arbiter_pch(target REUSE other) uses another
#                        target's (same compiler flags). Only headers from outside the project: the project's
#                        own headers change too often, and a source must still compile without the PCH.
#   ARBITER_TEST_OPTIMIZE (auto) the optimisation of the test programs' own sources (tests/, properties/:
#                        assertions, generators, fixtures), after the build type's: the code under test is in the
#                        libraries (arbiter_model, arbiter_oracle, arbiter_serve), which keep the build type's
#                        level. auto: -O1 in Release (g++ -O3 spent most of a test source's compile time on code
#                        run a few times), -O0 in the sanitizer build (clang with ASan at -O1 took 2.5 times as
#                        long as at -O0 on property_tests' largest batch); "none" keeps the build type's. The
#                        sanitizer build's -O0 also goes to the command line (oracle/cli) and the workbench's
#                        server (oracle/serve): parsing options and HTTP, header-heavy (CLI11, cpp-httplib) and
#                        not where the sanitizers look for the model's errors; the Release binary keeps -O3.
#                        The cost: the headers' inline functions are compiled in both, and the linker keeps one
#                        copy of each, possibly the program's, so some library code called from a test runs at
#                        the test's level (the sanitizer run's tests took longer by about what the build saved;
#                        measured on a clean clone, scripts/test went from 24:11 to 18:31 with the other changes
#                        of the same commit: the Release build 5:28 -> 4:30, the sanitizer build 8:35 -> 5:04,
#                        the sanitizer tests 4:48 -> 5:51).
#   ARBITER_LINKER (auto) LLVM's lld (Debian package lld, which scripts/setup installs) when the compiler can
#                        use it (checked), else the compiler's default; or "default", or another -fuse-ld= name.
option(ARBITER_UNITY "Unity builds (batches of sources compiled as one)" ON)
set(ARBITER_UNITY_BATCH 8 CACHE STRING "Sources per unity batch")
option(ARBITER_PCH "Precompiled headers for the standard and third-party headers" ON)
set(ARBITER_TEST_OPTIMIZE "auto" CACHE STRING "Optimisation flag of the test programs' own sources: auto, none, or a flag")
set(ARBITER_LINKER "auto" CACHE STRING "Linker passed as -fuse-ld=: auto (lld if usable, else the default), default, or a name")

function(arbiter_unity target)
  if(NOT ARBITER_UNITY)
    return()
  endif()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${ARBITER_UNITY_BATCH})
  if(ARGN)
    set_source_files_properties(${ARGN} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  endif()
endfunction()

function(arbiter_pch target)
  if(NOT ARBITER_PCH)
    return()
  endif()
  if(ARGV1 STREQUAL "REUSE")
    target_precompile_headers(${target} REUSE_FROM ${ARGV2})
  else()
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

# The standard headers that the model's and the oracle's headers include (so nearly every source reads them).
set(ARBITER_PCH_STD
  <algorithm> <array> <bit> <cstdint> <cstdio> <cstdlib> <cstring> <functional> <map> <memory> <optional>
  <ostream> <random> <set> <span> <sstream> <string> <string_view> <utility> <variant> <vector>)

function(arbiter_select_linker)
  if(ARBITER_LINKER STREQUAL "default")
    return()
  endif()
  if(ARBITER_LINKER STREQUAL "auto")
    set(candidates lld)
  else()
    set(candidates ${ARBITER_LINKER})
  endif()
  include(CheckLinkerFlag)
  foreach(ld IN LISTS candidates)
    check_linker_flag(CXX -fuse-ld=${ld} ARBITER_HAVE_LD_${ld})
    if(ARBITER_HAVE_LD_${ld})
      add_link_options(-fuse-ld=${ld})
      message(STATUS "Linker: ${ld}")
      return()
    endif()
  endforeach()
  if(NOT ARBITER_LINKER STREQUAL "auto")
    message(FATAL_ERROR "ARBITER_LINKER=${ARBITER_LINKER}: the compiler cannot link with -fuse-ld=${ARBITER_LINKER}")
  endif()
endfunction()

# arbiter_test_optimize(target [SANITIZER_ONLY]): the flag ARBITER_TEST_OPTIMIZE gives the target's own
# sources (none: the build type's); SANITIZER_ONLY: in the sanitizer build only (the command line, the server).
function(arbiter_test_optimize target)
  if(ARGV1 STREQUAL "SANITIZER_ONLY" AND NOT ARBITER_SANITIZE)
    return()
  endif()
  set(flag "${ARBITER_TEST_OPTIMIZE}")
  if(flag STREQUAL "auto")
    if(ARBITER_SANITIZE)
      set(flag -O0)
    elseif(CMAKE_BUILD_TYPE STREQUAL "Release")
      set(flag -O1)
    else()
      set(flag "")
    endif()
  elseif(flag STREQUAL "none")
    set(flag "")
  endif()
  if(flag)
    target_compile_options(${target} PRIVATE ${flag})
  endif()
endfunction()
