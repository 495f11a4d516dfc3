#!/usr/bin/env ruby
# frozen_string_literal: true
# Rails 6.1's answers for param-guards-6.1/routes.rb: what `recognize_path` gives for each path (its request is
# built from the path, so the guards read its path params, path and query).
#   ruby test/import/param-guards61-rails.rb > test/import/fixtures/param-guards-6.1/rails61.json
require "json"
require "active_support"
require "active_support/core_ext/object/inclusion"
require "action_dispatch"
require "action_controller"

require_relative "../../scripts/stub-controllers" # recognize_path with no controllers behind the routes

module Rails
  def self.application
    @application ||= Struct.new(:routes).new(ActionDispatch::Routing::RouteSet.new)
  end
end

PATHS = %w[
  /p1/1 /p1/0 /p1/-2 /p1/12abc /p1/abc
  /p2/7 /p2/8
  /p3/abc /p3/ab1
  /p4/3 /p4/6 /p4/100 /p4/x
  /p5/a /p5/c
  /p6/c /p6/a
  /p7 /p7/1
  /p8/4 /p8/3 /p8/2
  /p9/Xy /p9/yx
  /p10/10 /p10/11
  /p11/ab?xaby /p11/ab?q /p11/ab
  /p12/1 /p12/3
  /p13/0 /p13/5 /p13/x
  /p14/a/b /p14/a
].freeze

load File.expand_path("fixtures/param-guards-6.1/routes.rb", __dir__)
set = Rails.application.routes
answers = PATHS.to_h do |path|
  [path, set.recognize_path(path).transform_keys(&:to_s)]
rescue ActionController::RoutingError => e
  [path, { "error" => e.message }]
end
puts JSON.pretty_generate("rails" => ActionPack.version.to_s, "recognize" => answers)
