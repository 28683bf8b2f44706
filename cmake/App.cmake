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
target_link_libraries(gomoku_app PUBLIC gomoku_ai SDL2::SDL2 SDL2_image::SDL2_image
                                        SDL2_mixer::SDL2_mixer SDL2_ttf::SDL2_ttf)
gomoku_warnings(gomoku_app)

add_executable(gomoku WIN32 src/app/main.cpp)
target_link_libraries(gomoku PRIVATE gomoku_app SDL2::SDL2main)
target_compile_definitions(gomoku PRIVATE GOMOKU_VERSION="${PROJECT_VERSION}")
gomoku_warnings(gomoku)

# The data folder the program finds beside itself: our assets plus the third-party font.
set(GOMOKU_ASSETS_BUILD_DIR ${CMAKE_BINARY_DIR}/assets)
file(GLOB_RECURSE GOMOKU_ASSET_FILES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/assets/*.png ${PROJECT_SOURCE_DIR}/assets/*.wav)
set(GOMOKU_FONT_FILES ${PROJECT_SOURCE_DIR}/third_party/dejavu/DejaVuSans.ttf
                      ${PROJECT_SOURCE_DIR}/third_party/dejavu/DejaVuSans-Bold.ttf)
add_custom_command(
  OUTPUT ${GOMOKU_ASSETS_BUILD_DIR}/.stamp
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/assets/stones ${GOMOKU_ASSETS_BUILD_DIR}/stones
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/assets/sounds ${GOMOKU_ASSETS_BUILD_DIR}/sounds
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/assets/icon.png ${GOMOKU_ASSETS_BUILD_DIR}/icon.png
  COMMAND ${CMAKE_COMMAND} -E make_directory ${GOMOKU_ASSETS_BUILD_DIR}/fonts
  COMMAND ${CMAKE_COMMAND} -E copy ${GOMOKU_FONT_FILES} ${GOMOKU_ASSETS_BUILD_DIR}/fonts
  COMMAND ${CMAKE_COMMAND} -E touch ${GOMOKU_ASSETS_BUILD_DIR}/.stamp
  DEPENDS ${GOMOKU_ASSET_FILES} ${GOMOKU_FONT_FILES}
  COMMENT "Copying the game's data folder")
add_custom_target(gomoku_assets ALL DEPENDS ${GOMOKU_ASSETS_BUILD_DIR}/.stamp)
add_dependencies(gomoku gomoku_assets)

# gomoku-bench is defined with core and ai; the window figures need the app.
target_link_libraries(gomoku-bench PRIVATE gomoku_app)
target_compile_definitions(gomoku-bench PRIVATE GOMOKU_BENCH_FRAMES=1)
add_dependencies(gomoku-bench gomoku_assets)

include(GNUInstallDirs)
install(TARGETS gomoku RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/stones ${PROJECT_SOURCE_DIR}/assets/sounds
        DESTINATION ${CMAKE_INSTALL_DATADIR}/gomoku/assets)
install(FILES ${PROJECT_SOURCE_DIR}/assets/icon.png DESTINATION ${CMAKE_INSTALL_DATADIR}/gomoku/assets)
install(FILES ${GOMOKU_FONT_FILES} DESTINATION ${CMAKE_INSTALL_DATADIR}/gomoku/assets/fonts)
install(FILES ${PROJECT_SOURCE_DIR}/third_party/dejavu/LICENSE
        DESTINATION ${CMAKE_INSTALL_DATADIR}/gomoku/assets/fonts RENAME LICENSE.DejaVu)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/gomoku.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/assets/icon.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/256x256/apps RENAME gomoku.png)
