# A Debian package of the installed tool: `cpack -G DEB` in a build tree (scripts/check-deb builds one and
# installs it on a fresh Debian 12 in a chroot). It holds what `cmake --install` puts under the prefix (the
# binary and share/arbiter), installed under /usr; its library dependencies come from dpkg-shlibdeps (Debian
# package dpkg-dev), so apt pulls in pugixml's runtime and the C++ runtime it was linked with.
# Its version is the project's with the commit it was built from (Debian versions must start with a digit:
# git describe's hash alone is not one).
execute_process(COMMAND git rev-parse --short HEAD WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
                OUTPUT_VARIABLE arbiter_commit OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE no_git ERROR_QUIET)
set(CPACK_PACKAGE_NAME arbiter)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
if(NOT no_git AND arbiter_commit)
  set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}+git${arbiter_commit}")
endif()
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "Arbiter maintainers <arbiter@localhost>")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "${PROJECT_DESCRIPTION}
 A reference model, a scenario corpus and a conformance runner for five chess-variant rule documents;
 arbiter check verifies their catalogs, corpus, traceability and findings.")
include(CPack)
