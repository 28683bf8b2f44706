# The SDL game: a library with everything but main() (tests and the benchmark link it),
# the gomoku program, and its data folder beside it in the build tree.

find_package(SDL2 REQUIRED CONFIG)
# Debian's SDL2_image version file is broken: never ask for a version.
find_package(SDL2_image REQUIRED CONFIG)
find_package(SDL2_mixer REQUIRED CONFIG)
find_package(SDL2_ttf REQUIRED CONFIG)

file(GLOB GOMOKU_APP_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/app/*.cpp)
list(REMOVE_ITEM GOMOKU_APP_SOURCES ${PROJECT_SOURCE_DIR}/src/app/main.cpp)
add_library(gomoku_app STATIC ${GOMOKU_APP_SOURCES})
# Debian's image/mixer/ttf configs do not link SDL2 themselves: link it explicitly.
target_link_libraries(gomoku_app PUBLIC gomoku_ai gomoku_i18n SDL2::SDL2 SDL2_image::SDL2_image
                                        SDL2_mixer::SDL2_mixer SDL2_ttf::SDL2_ttf)
gomoku_warnings(gomoku_app)
# ./run.sh builds the sanitizer trees with -DGOMOKU_APP_COMPILE_OPTIONS=-O0: under ASan the
# scenes compile in about 60% of the time at -O0 (app.cpp: 5 s against 19 s), and the scene
# tests, which wait on frames and the AI (which keeps its optimisation), run no slower.
set(GOMOKU_APP_COMPILE_OPTIONS "" CACHE STRING "Extra compile options for the game's own files (src/app)")
target_compile_options(gomoku_app PRIVATE ${GOMOKU_APP_COMPILE_OPTIONS})

add_executable(gomoku WIN32 MACOSX_BUNDLE src/app/main.cpp)
target_link_libraries(gomoku PRIVATE gomoku_app SDL2::SDL2main)
target_compile_definitions(gomoku PRIVATE GOMOKU_VERSION="${PROJECT_VERSION}")
gomoku_warnings(gomoku)

# The data folder's contents, from the source tree.
set(GOMOKU_ASSET_ICON ${PROJECT_SOURCE_DIR}/assets/icon.png)
file(GLOB GOMOKU_ASSET_STONES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/stones/*.png)
file(GLOB GOMOKU_ASSET_SOUNDS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/sounds/*.wav)
# DejaVu for English; for Chinese the subset of Noto Sans CJK SC that the catalogs need
# (third_party/noto-cjk/make_subset.py).
set(GOMOKU_FONT_FILES ${PROJECT_SOURCE_DIR}/third_party/dejavu/DejaVuSans.ttf
                      ${PROJECT_SOURCE_DIR}/third_party/dejavu/DejaVuSans-Bold.ttf
                      ${PROJECT_SOURCE_DIR}/third_party/noto-cjk/NotoSansSC-Subset.otf)
# Each font's licence travels with the font, under a name that says whose it is.
configure_file(${PROJECT_SOURCE_DIR}/third_party/dejavu/LICENSE
               ${CMAKE_BINARY_DIR}/licences/LICENSE.DejaVu COPYONLY)
configure_file(${PROJECT_SOURCE_DIR}/third_party/noto-cjk/LICENSE
               ${CMAKE_BINARY_DIR}/licences/LICENSE.NotoSansCJK COPYONLY)
set(GOMOKU_FONT_LICENCE ${CMAKE_BINARY_DIR}/licences/LICENSE.DejaVu
                        ${CMAKE_BINARY_DIR}/licences/LICENSE.NotoSansCJK)
# The translations (gettext catalogs, read at run time from the data folder's locale/).
file(GLOB GOMOKU_CATALOGS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/po/*.po)

# Where an installed gomoku looks for its data, relative to itself (see find_assets_dir):
# share/gomoku/assets beside bin/ on Unix; assets/ beside gomoku.exe on Windows; inside the
# bundle on macOS. Computed, so a distribution's own layout (e.g. BINDIR=games) still works.
include(GNUInstallDirs)
if(WIN32)
  set(GOMOKU_INSTALL_BINDIR .)
  set(GOMOKU_INSTALL_ASSETSDIR assets)
else()
  set(GOMOKU_INSTALL_BINDIR ${CMAKE_INSTALL_BINDIR})
  set(GOMOKU_INSTALL_ASSETSDIR ${CMAKE_INSTALL_DATADIR}/gomoku/assets)
endif()
cmake_path(ABSOLUTE_PATH GOMOKU_INSTALL_BINDIR BASE_DIRECTORY ${CMAKE_INSTALL_PREFIX}
           OUTPUT_VARIABLE _gomoku_full_bindir)
cmake_path(ABSOLUTE_PATH GOMOKU_INSTALL_ASSETSDIR BASE_DIRECTORY ${CMAKE_INSTALL_PREFIX}
           OUTPUT_VARIABLE _gomoku_full_assetsdir)
file(RELATIVE_PATH GOMOKU_ASSETS_RELATIVE ${_gomoku_full_bindir} ${_gomoku_full_assetsdir})
set_property(SOURCE ${PROJECT_SOURCE_DIR}/src/app/assets.cpp APPEND PROPERTY
             COMPILE_DEFINITIONS GOMOKU_ASSETS_RELATIVE="${GOMOKU_ASSETS_RELATIVE}")
# The About page names the version.
set_property(SOURCE ${PROJECT_SOURCE_DIR}/src/app/help_scene.cpp APPEND PROPERTY
             COMPILE_DEFINITIONS GOMOKU_VERSION="${PROJECT_VERSION}")

if(WIN32)
  # Icon and version information in the .exe (Explorer, taskbar, file properties).
  enable_language(RC)
  set(GOMOKU_ICO ${PROJECT_SOURCE_DIR}/packaging/windows/gomoku.ico)
  configure_file(${PROJECT_SOURCE_DIR}/packaging/windows/gomoku.rc.in
                 ${CMAKE_CURRENT_BINARY_DIR}/gomoku.rc @ONLY)
  target_sources(gomoku PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/gomoku.rc)
endif()

if(APPLE)
  # A Gomoku.app bundle: Info.plist from our template, the icon, and the data folder in
  # Contents/Resources/assets, where SDL_GetBasePath (which answers Contents/Resources/ for
  # a bundle) leads find_assets_dir.
  set(GOMOKU_MACOS_MINIMUM ${CMAKE_OSX_DEPLOYMENT_TARGET})
  if(NOT GOMOKU_MACOS_MINIMUM)
    set(GOMOKU_MACOS_MINIMUM 10.15) # std::filesystem needs 10.15
  endif()
  set(GOMOKU_ICNS ${PROJECT_SOURCE_DIR}/packaging/macos/gomoku.icns)
  target_sources(gomoku PRIVATE ${GOMOKU_ICNS} ${GOMOKU_ASSET_ICON} ${GOMOKU_ASSET_STONES}
                                ${GOMOKU_ASSET_SOUNDS} ${GOMOKU_FONT_FILES} ${GOMOKU_FONT_LICENCE}
                                ${GOMOKU_CATALOGS})
  set_source_files_properties(${GOMOKU_ICNS} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
  set_source_files_properties(${GOMOKU_ASSET_ICON} PROPERTIES MACOSX_PACKAGE_LOCATION Resources/assets)
  set_source_files_properties(${GOMOKU_ASSET_STONES} PROPERTIES MACOSX_PACKAGE_LOCATION Resources/assets/stones)
  set_source_files_properties(${GOMOKU_ASSET_SOUNDS} PROPERTIES MACOSX_PACKAGE_LOCATION Resources/assets/sounds)
  set_source_files_properties(${GOMOKU_FONT_FILES} ${GOMOKU_FONT_LICENCE}
                              PROPERTIES MACOSX_PACKAGE_LOCATION Resources/assets/fonts)
  set_source_files_properties(${GOMOKU_CATALOGS} PROPERTIES MACOSX_PACKAGE_LOCATION Resources/assets/locale)
  set_target_properties(gomoku PROPERTIES
    OUTPUT_NAME Gomoku
    MACOSX_BUNDLE_INFO_PLIST ${PROJECT_SOURCE_DIR}/packaging/macos/Info.plist.in
    MACOSX_BUNDLE_BUNDLE_NAME Gomoku
    MACOSX_BUNDLE_GUI_IDENTIFIER ${GOMOKU_APP_ID}
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE gomoku.icns
    MACOSX_BUNDLE_COPYRIGHT "Copyright (c) 2026 The Gomoku authors, MIT licence")
endif()

# The data folder the program finds beside itself in the build tree: our assets plus the
# third-party font.
set(GOMOKU_ASSETS_BUILD_DIR ${CMAKE_BINARY_DIR}/assets)
set(GOMOKU_ASSET_FILES ${GOMOKU_ASSET_ICON} ${GOMOKU_ASSET_STONES} ${GOMOKU_ASSET_SOUNDS})
add_custom_command(
  OUTPUT ${GOMOKU_ASSETS_BUILD_DIR}/.stamp
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/assets/stones ${GOMOKU_ASSETS_BUILD_DIR}/stones
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/assets/sounds ${GOMOKU_ASSETS_BUILD_DIR}/sounds
  COMMAND ${CMAKE_COMMAND} -E copy ${GOMOKU_ASSET_ICON} ${GOMOKU_ASSETS_BUILD_DIR}/icon.png
  COMMAND ${CMAKE_COMMAND} -E make_directory ${GOMOKU_ASSETS_BUILD_DIR}/fonts
  COMMAND ${CMAKE_COMMAND} -E copy ${GOMOKU_FONT_FILES} ${GOMOKU_FONT_LICENCE} ${GOMOKU_ASSETS_BUILD_DIR}/fonts
  COMMAND ${CMAKE_COMMAND} -E make_directory ${GOMOKU_ASSETS_BUILD_DIR}/locale
  COMMAND ${CMAKE_COMMAND} -E copy ${GOMOKU_CATALOGS} ${GOMOKU_ASSETS_BUILD_DIR}/locale
  COMMAND ${CMAKE_COMMAND} -E touch ${GOMOKU_ASSETS_BUILD_DIR}/.stamp
  DEPENDS ${GOMOKU_ASSET_FILES} ${GOMOKU_FONT_FILES} ${GOMOKU_CATALOGS}
  COMMENT "Copying the game's data folder")
add_custom_target(gomoku_assets ALL DEPENDS ${GOMOKU_ASSETS_BUILD_DIR}/.stamp)
add_dependencies(gomoku gomoku_assets)
if(CMAKE_CONFIGURATION_TYPES AND NOT APPLE)
  # Visual Studio & co. put gomoku.exe in build/Release/: the data folder goes beside it too.
  add_custom_command(TARGET gomoku POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${GOMOKU_ASSETS_BUILD_DIR} $<TARGET_FILE_DIR:gomoku>/assets
    COMMENT "Copying the data folder beside gomoku")
endif()

# gomoku-bench is defined with core and ai (unless GOMOKU_BUILD_BENCH is off); the window
# figures need the app.
if(TARGET gomoku-bench)
  target_link_libraries(gomoku-bench PRIVATE gomoku_app)
  target_compile_definitions(gomoku-bench PRIVATE GOMOKU_BENCH_FRAMES=1)
  add_dependencies(gomoku-bench gomoku_assets)
endif()

