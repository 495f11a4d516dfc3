#!/usr/bin/env ruby
# frozen_string_literal: true
# Rails 6.1's answers for guards-6.1/routes.rb: for each request URL, which of the file's routes let it through
# (the route's constraint, as Rails' router runs it: ActionDispatch::Routing::Mapper::Constraints#matches?).
#   ruby test/import/guards61-rails.rb > test/import/fixtures/guards-6.1/rails61.json
# (Host names are given in lower case: the library reads a host in lower case, Rails keeps its case.)
require "json"
require "active_support"
require "active_support/core_ext/object/inclusion"
require "action_dispatch"

URLS = [
  "http://example.com/",
  "https://example.com/",
  "http://example.com:8080/",
  "https://example.com:443/",
  "http://api.example.com/?a=1",
  "http://admin.example.com:8080/?a=2",
  "https://www.example.org/",
  "http://127.0.0.1/",
  "http://a.b.example.com/?",
].freeze

module Rails
  def self.application
    @application ||= Struct.new(:routes).new(ActionDispatch::Routing::RouteSet.new)
  end
end

load File.expand_path("fixtures/guards-6.1/routes.rb", __dir__)
routes = Rails.application.routes.routes.to_a
answers = URLS.map do |url|
  passed = routes.select do |route|
    path = route.path.spec.to_s.sub("(.:format)", "")
    env = Rack::MockRequest.env_for(url.sub(%r{/(\?|$)}, "#{path}\\1"))
    request = ActionDispatch::Request.new(env)
    request.path_parameters = { controller: route.defaults[:controller], action: route.defaults[:action] }
    !route.app.respond_to?(:matches?) || route.app.matches?(request)
  end
  { "url" => url, "passed" => passed.map { |r| r.defaults[:action] } }
end
puts JSON.pretty_generate("rails" => ActionPack.version.to_s, "answers" => answers)
