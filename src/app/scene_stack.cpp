#include "scene_stack.hpp"

#include <utility>

namespace gomoku::app {

void SceneStack::push(std::unique_ptr<Scene> scene) {
    pending_.push_back({Change::Kind::Push, std::move(scene)});
}

void SceneStack::pop() {
    pending_.push_back({Change::Kind::Pop, nullptr});
}

void SceneStack::replace_all(std::unique_ptr<Scene> scene) {
    pending_.push_back({Change::Kind::Clear, nullptr});
    push(std::move(scene));
}

bool SceneStack::apply() {
    const bool changed = !pending_.empty();
    Scene* const old_top = top();
    // Applying a change can destroy a scene whose destructor queues more: loop until quiet.
    while (!pending_.empty()) {
        auto batch = std::exchange(pending_, {});
        for (Change& change : batch) {
            switch (change.kind) {
            case Change::Kind::Push:
                scenes_.push_back(std::move(change.scene));
                break;
            case Change::Kind::Pop:
                if (!scenes_.empty()) {
                    scenes_.pop_back();
                }
                break;
            case Change::Kind::Clear:
                while (!scenes_.empty()) {
                    scenes_.pop_back(); // top first: an overlay goes before what it sits on
                }
                break;
            }
        }
    }
    // Tell the scenes whose place changed, the one still there that went under first.
    if (Scene* const new_top = top(); new_top != old_top) {
        for (const auto& scene : scenes_) {
            if (scene.get() == old_top) {
                old_top->on_covered(true);
            }
        }
        if (new_top) {
            new_top->on_covered(false);
        }
    }
    return changed;
}

void SceneStack::draw(const Ui& ui, int width, int height) const {
    std::size_t first = scenes_.size();
    while (first > 0) {
        --first;
        if (!scenes_[first]->overlay()) {
            break;
        }
    }
    for (std::size_t i = first; i < scenes_.size(); ++i) {
        scenes_[i]->draw(ui, width, height);
    }
}

} // namespace gomoku::app
