#pragma once

#include "ui.hpp"

#include <SDL.h>

#include <limits>

namespace gomoku::app {

// Mouse and touch arrive here as one kind of event, in drawable pixels.
struct Pointer {
    enum class Kind { Move, Down, Up };
    Kind kind;
    float x;
    float y;
    bool touch;
};

// One screen of the game. Scenes never remove themselves directly: they ask the
// SceneStack, which applies the change at the end of the frame.
class Scene {
  public:
    virtual ~Scene() = default;
    virtual void on_pointer(const Pointer& pointer) = 0;
    virtual void on_key(const SDL_KeyboardEvent& key) = 0;
    // Events the App does not interpret itself (the AI's answers).
    virtual void on_event(const SDL_Event& /*event*/) {}
    virtual void update(double /*seconds*/) {}
    // Seconds until the scene must be drawn again with no input: 0 while something moves
    // (drawn at display rate), kNoRedraw when nothing is due. The App sleeps until then.
    static constexpr double kNoRedraw = std::numeric_limits<double>::infinity();
    virtual double redraw_in() const { return kNoRedraw; }
    // The window's close button or Ctrl+Q. True when the scene deals with it (asks first);
    // false lets the App quit at once.
    virtual bool on_quit_request() { return false; }
    // An answer posted from another thread was lost (SDL_PushEvent failed): ask again.
    virtual void on_events_lost() {}
    // Another scene came on top of this one (true: a dialog, help, settings) or this one is
    // on top again (false); the game's clocks stop meanwhile.
    virtual void on_covered(bool /*covered*/) {}
    // Lays out for the current drawable size and draws.
    virtual void draw(const Ui& ui, int width, int height) = 0;
    // A scene drawn over the one below it (a result card over the board).
    virtual bool overlay() const { return false; }
    virtual const char* name() const = 0;
};

} // namespace gomoku::app
