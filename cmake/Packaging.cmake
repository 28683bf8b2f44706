# Installers with CPack, from the install rules (cmake/Install.cmake). In a build folder:
#   cpack                 the default generators for this system (below)
#   cpack -G TGZ          one of them
# Linux: DEB (dependencies from dpkg-shlibdeps) and TGZ; Windows: NSIS and ZIP; macOS:
# DragNDrop (.dmg).

set(CPACK_PACKAGE_NAME gomoku)
set(CPACK_PACKAGE_VENDOR "The Gomoku authors")
set(CPACK_PACKAGE_CONTACT "The Gomoku authors <gomoku@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Lines under 80 columns: the Debian control file keeps them as they are.
set(CPACK_PACKAGE_DESCRIPTION
    "Five in a row on a wooden board, against a computer that is gentle at its\n\
lowest level and hard work at its highest, or against a friend on the same\n\
screen. Freestyle, standard and renju rules; 13x13, 15x15 and 19x19 boards;\n\
mouse, touch or keyboard; undo at any time. With pbrain-gomoku, the same engine\n\
for Gomocup tournament managers.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY Gomoku)
set(CPACK_PACKAGE_EXECUTABLES gomoku Gomoku)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

if(WIN32)
  set(CPACK_GENERATOR NSIS ZIP)
  set(CPACK_NSIS_PACKAGE_NAME Gomoku)
  set(CPACK_NSIS_DISPLAY_NAME Gomoku)
  set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64") # a 64-bit program
  set(CPACK_NSIS_EXECUTABLES_DIRECTORY .) # the Start-menu shortcut points at .\gomoku.exe
  set(CPACK_NSIS_INSTALLED_ICON_NAME gomoku.exe)
  set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/packaging/windows/gomoku.ico)
  set(CPACK_NSIS_MUI_UNIICON ${PROJECT_SOURCE_DIR}/packaging/windows/gomoku.ico)
  set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
  # A 64-bit installer for the 64-bit program where makensis has the amd64 stubs (Debian's
  # nsis has them; the sourceforge build for Windows has only x86 ones and keeps making a
  # 32-bit installer, which Windows runs as well). wine64 alone can run the 64-bit one, so
  # build-mingw.sh proves it without a 32-bit wine (multiarch).
  set(CPACK_NSIS_COMPRESSOR lzma) # the stubs named below
  # CPackConfig.cmake gets the value unescaped: the quotes and the $ carry one escape.
  set(CPACK_NSIS_DEFINES [=[
  !if /FileExists \"\${NSISDIR}/Stubs/lzma-amd64-unicode\"
    Target amd64-unicode
  !endif]=])
  set(CPACK_NSIS_MUI_FINISHPAGE_RUN gomoku.exe)
  # The uninstaller also removes the Start-menu folder; settings in %APPDATA% are the player's.
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_DMG_VOLUME_NAME Gomoku)
  set(CPACK_DMG_FORMAT UDZO)
  set(CPACK_PACKAGE_FILE_NAME "gomoku-${PROJECT_VERSION}-macos-${CMAKE_SYSTEM_PROCESSOR}")
else()
  set(CPACK_GENERATOR DEB TGZ)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gomoku_0.1.0_amd64.deb
  set(CPACK_DEBIAN_PACKAGE_SECTION games)
  set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # libsdl2-2.0-0 (>= ...) and the rest, measured
  set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
  # Debian puts games in /usr/games: the DEB's programs are moved there (see the script).
  set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/DebianGames.cmake)
  # TGZ: gomoku-0.1.0-Linux/bin/gomoku and share/..., runs from wherever it is unpacked.
endif()

include(CPack)
