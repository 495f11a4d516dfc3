#!/usr/bin/env ruby
# frozen_string_literal: true
#
# `direct` and `resolve` take Ruby blocks that return values, which a JSON draw (and the oracle) cannot
# express: these cases are drawn here, on the real Rails 6.1 router, and their answers saved as
# test/oracle61/direct-resolve/answers.json for direct-resolve.test.ts, which declares the same routes with
# the library's r.direct / r.resolve. ActiveModel is not installed here: a record is a small object with the
# model_name, to_model, to_param and persisted? that polymorphic_url reads.
#   ruby test/oracle61/direct-resolve/rails.rb > test/oracle61/direct-resolve/answers.json
require "json"
require "active_support"
require "active_support/deprecation"
ActiveSupport::Deprecation.silenced = true
require "action_dispatch"
require "action_controller"

ModelName = Struct.new(:name, :singular_route_key, :route_key, :param_key)

# A model instance as polymorphic_url reads it.
class Model
  attr_reader :id

  def initialize(class_name, id, persisted: true)
    @class_name = class_name
    @id = id
    @persisted = persisted
  end

  def model_name
    s = @class_name.downcase
    ModelName.new(@class_name, s, "#{s}s", s)
  end

  def to_model
    self
  end

  def persisted?
    @persisted
  end

  def to_param
    @persisted ? @id.to_s : nil
  end
end

set = ActionDispatch::Routing::RouteSet.new
set.draw do
  resources :posts
  resources :users, only: :show do
    resources :comments, only: :index
  end
  resource :basket, only: :show
  get "profile/:name", to: "profiles#show", as: :profile

  direct(:homepage) { "https://rubyonrails.org" }
  direct(:docs, { anchor: "top" }) { |options| "https://guides.rubyonrails.org/routing.html##{options[:anchor]}" }
  direct(:main) { { controller: "posts", action: "index", subdomain: "www" } }
  direct(:post_search) { |term, options| { controller: "posts", action: "index", q: term }.merge(options) }
  direct(:first_post) { [:post, { id: 1 }] }
  direct(:user_comments_of) { |user| [user, :comments] }
  direct(:record_link) { |record| record }
  direct(:basket_link) { [:basket] }

  resolve("Basket") { [:basket] }
  resolve("Member") { |member, options| route_for(:profile, member.id, options) }
end

ctx = Class.new do
  include set.url_helpers
  def default_url_options
    { host: "example.com" }
  end
end.new

post = Model.new("Post", 5)
user = Model.new("User", 3)
basket = Model.new("Basket", 9)
member = Model.new("Member", "ann")
new_post = Model.new("Post", nil, persisted: false)

CASES = [
  ["homepage_url", -> { ctx.homepage_url }],
  ["homepage_path", -> { ctx.homepage_path }],
  ["docs_url", -> { ctx.docs_url }],
  ["docs_url anchor: 'x'", -> { ctx.docs_url(anchor: "x") }],
  ["main_url", -> { ctx.main_url }],
  ["main_path", -> { ctx.main_path }],
  ["post_search_path('a b')", -> { ctx.post_search_path("a b") }],
  ["post_search_url('rails', page: 2)", -> { ctx.post_search_url("rails", page: 2) }],
  ["first_post_path", -> { ctx.first_post_path }],
  ["user_comments_of_path(user 3)", -> { ctx.user_comments_of_path(user) }],
  ["record_link_path(post 5)", -> { ctx.record_link_path(post) }],
  ["record_link_url(post 5)", -> { ctx.record_link_url(post) }],
  ["basket_link_path", -> { ctx.basket_link_path }],
  ["polymorphic_path(post 5)", -> { ctx.polymorphic_path(post) }],
  ["polymorphic_path(new post)", -> { ctx.polymorphic_path(new_post) }],
  ["polymorphic_path(basket 9)", -> { ctx.polymorphic_path(basket) }],
  ["polymorphic_url(basket 9)", -> { ctx.polymorphic_url(basket) }],
  ["polymorphic_path(member ann)", -> { ctx.polymorphic_path(member) }],
  ["polymorphic_url(member ann, anchor: 'bio')", -> { ctx.polymorphic_url(member, anchor: "bio") }],
  ["polymorphic_path([user 3, :comments])", -> { ctx.polymorphic_path([user, :comments]) }],
  ["url_for(basket 9)", -> { ctx.url_for(basket) }],
  ["url_for(member ann)", -> { ctx.url_for(member) }],
]

answers = CASES.map do |label, call|
  { "call" => label, "result" => call.call }
rescue StandardError => e
  { "call" => label, "error" => e.class.name.split("::").last, "message" => e.message.lines.first.to_s.strip }
end
puts JSON.pretty_generate({ "rails" => ActionPack.version.to_s, "source" => "test/oracle61/direct-resolve/rails.rb", "answers" => answers })
