#!/usr/bin/env ruby
# frozen_string_literal: true
#
# What Rails 6.1 (Debian's ruby-actionpack 6.1.7) recognizes when constraint lambdas read the request that
# `recognize_path` builds from the path (none is given): its path, query string, host, port, protocol. The
# scenario oracle cannot play lambdas; the same routes are written in JavaScript in
# test/core/guard-requests-rails.test.ts, which compares the library's `recognize(verb, path)` with these answers:
#
#   ruby scripts/guard-requests-oracle.rb > test/core/fixtures/guard-requests-rails61.json
require "json"
require "action_dispatch"
require "action_controller"

require_relative "stub-controllers" # recognize_path with no controllers behind the routes

set = ActionDispatch::Routing::RouteSet.new
set.draw do
  get "paths/:id", to: "paths#show", constraints: ->(params, req) { req.path == "/paths/#{params[:id]}" }
  get "exact/:id", to: "exact#show", constraints: ->(req) { req.path == "/exact/1" }
  get "encoded/:name", to: "encoded#show", constraints: ->(req) { req.path.include?("%E2%82%AC") }
  get "queries/:id", to: "queries#show", constraints: ->(_params, req) { req.query_string == "a=1" }
  get "empty", to: "empty#show", constraints: ->(req) { req.query_string == "" }
  get "hosts", to: "hosts#show", constraints: ->(req) { req.host == "example.org" && req.port == 80 && !req.ssl? }
  get "elsewhere", to: "elsewhere#show", constraints: ->(req) { req.host == "api.example.com" && req.subdomain == "api" && req.domain == "example.com" }
  get "ports", to: "ports#show", constraints: ->(req) { req.port == 8080 }
  get "secure", to: "secure#show", constraints: ->(req) { req.ssl? && req.port == 443 && req.protocol == "https://" }
  get "subdomains", to: "subdomains#show", constraints: { subdomain: "api" }
  get "prefixed/:id", to: "prefixed#show", constraints: ->(params, req) { params[:id].to_i > 0 && req.path.start_with?("/prefixed") }
end

PATHS = [
  "/paths/1", "paths/2/", "/paths//3", "/exact/1", "/exact/2", "/encoded/%e2%82%ac", "/encoded/x",
  "/queries/1?a=1", "/queries/1?a=2", "/queries/1", "/queries/1?a=1#frag", "/empty", "/empty?", "/empty?x",
  "/hosts", "http://example.org/hosts", "http://other.example.org/hosts",
  "/elsewhere", "http://api.example.com/elsewhere", "HTTP://api.example.com/elsewhere",
  "/ports", "http://example.org:8080/ports", "https://example.org:8080/ports",
  "/secure", "https://example.org/secure", "http://example.org:443/secure",
  "/subdomains", "http://api.example.com/subdomains", "http://www.example.com/subdomains",
  "/prefixed/5", "/prefixed/0", "http://example.org/prefixed/7?x=1"
].freeze

answers = PATHS.to_h do |path|
  [path, set.recognize_path(path).transform_keys(&:to_s)]
rescue ActionController::RoutingError => e
  [path, { "error" => e.message }]
end
puts JSON.pretty_generate({ rails: ActionPack.version.to_s, recognize: answers })
