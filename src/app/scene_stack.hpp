#pragma once

#include "scene.hpp"

#include <memory>
#include <vector>

namespace gomoku::app {

// The scenes, top one active. push/pop/replace are queued and applied by apply() at the
// end of a frame, so a scene that asks to leave finishes its own event handler first.
class SceneStack {
  public:
    void push(std::unique_ptr<Scene> scene);
    void pop();
    // Clears the whole stack and starts over with `scene`.
    void replace_all(std::unique_ptr<Scene> scene);
    // Applies the queued changes; true when there were any.
    bool apply();

    Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
    bool empty() const { return scenes_.empty(); }
    std::size_t size() const { return scenes_.size(); }
    Scene* at(std::size_t i) const { return scenes_[i].get(); }

    // Draws the top scene and, below overlays, the scenes they sit on.
    void draw(const Ui& ui, int width, int height) const;

  private:
    std::vector<std::unique_ptr<Scene>> scenes_;
    struct Change {
        enum class Kind { Push, Pop, Clear } kind;
        std::unique_ptr<Scene> scene; // for Push
    };
    std::vector<Change> pending_;
};

} // namespace gomoku::app
