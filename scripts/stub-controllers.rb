# frozen_string_literal: true
#
# For Ruby scripts that ask Rails 6.1's `recognize_path` about routes with no application behind them:
# `recognize_path` insists that the controller class exists, and there are no controllers here, so every
# controller name finds one stand-in class.
require "action_dispatch"
require "action_controller"

class StubController
  def self.action_encoding_template(_action)
    false
  end
end

module NoControllerLookup
  def controller_class_for(_name)
    StubController
  end
end
ActionDispatch::Request.prepend(NoControllerLookup)
