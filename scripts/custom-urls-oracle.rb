#!/usr/bin/env ruby
# frozen_string_literal: true
#
# What Rails 6.1 (Debian's ruby-actionpack 6.1.7) answers for `direct` helpers and `resolve` mappings, which
# the scenario oracle cannot play (their blocks return values). The same declarations are written in
# JavaScript in test/core/custom-urls-rails.test.ts, which compares the library with the answers saved here:
#
#   ruby scripts/custom-urls-oracle.rb > test/core/fixtures/custom-urls-rails61.json
#
# Records are minimal ActiveModel look-alikes (ActiveModel is not installed): a class name, an id, to_param,
# persisted?, and a model_name with the route keys.
require "json"
require "action_dispatch"
require "action_controller"

ModelName = Struct.new(:name, :singular_route_key, :route_key, :param_key)

module Model
  def self.included(base)
    base.extend(ClassMethods)
  end

  module ClassMethods
    def model_name
      key = name.gsub(/([a-z])([A-Z])/, '\1_\2').downcase
      ModelName.new(name, key, "#{key}s", key)
    end
  end

  attr_reader :id

  def to_model
    self
  end

  def persisted?
    !id.nil?
  end

  def to_param
    id&.to_s
  end

  def model_name
    self.class.model_name
  end
end

class Post
  include Model
  def initialize(id = nil)
    @id = id
  end
end

class Basket
  include Model
  def initialize(id = nil)
    @id = id
  end
end

class Comment
  include Model
  attr_reader :post

  def initialize(post, id = nil)
    @post = post
    @id = id
  end
end

class Photo
  include Model
  def initialize(id = nil)
    @id = id
  end
end

set = ActionDispatch::Routing::RouteSet.new
set.draw do
  resources :posts do
    resources :comments
  end
  resource :basket
  get "pages/:id", to: "pages#show", as: :page

  direct(:homepage) { "https://rubyonrails.org" }
  direct(:relative) { "/foo/bar" }
  direct(:word) { "foo" }
  direct(:deep) { "https://rubyonrails.org/a/b?x=1#y" }
  direct(:main) { { controller: "posts", action: "index", subdomain: "www" } }
  direct(:page_five) { { use_route: "page", id: 5, ref: "x" } }
  direct(:index_only_path) { { controller: "posts", action: "index", only_path: true } }
  direct(:commentable) { |model, options| [model, { anchor: "comments" }.merge(options)] }
  direct(:browse, page: 1, size: 10) { |options| [:posts, options] }
  direct(:posts_class) { Post }
  direct(:record) { |model| model }
  direct(:post_route) { |model| route_for(:post, model) }
  direct(:nested) { |post, comment| [post, comment] }
  direct(:count) { |*args| "/count/#{args.length}/#{args.last.to_a.sort.inspect}" }

  resolve("Basket") { [:basket] }
  resolve("Comment", anchor: "top") { |comment, options| [comment.post, comment, options] }
  resolve("Photo") { |photo| { controller: "pages", action: "show", id: photo.id } }
end

helpers = Class.new { include set.url_helpers }.new
helpers.default_url_options = { host: "example.com" }

post = Post.new(3)
comment = Comment.new(post, 7)
calls = {
  "homepage_path" => -> { helpers.homepage_path },
  "homepage_url" => -> { helpers.homepage_url },
  "relative_path" => -> { helpers.relative_path },
  "relative_url" => -> { helpers.relative_url },
  "word_path" => -> { helpers.word_path },
  "word_url" => -> { helpers.word_url },
  "deep_path" => -> { helpers.deep_path },
  "main_path" => -> { helpers.main_path },
  "main_url" => -> { helpers.main_url },
  "page_five_path" => -> { helpers.page_five_path },
  "page_five_url" => -> { helpers.page_five_url },
  "index_only_path_url" => -> { helpers.index_only_path_url },
  "commentable_path(post)" => -> { helpers.commentable_path(post) },
  "commentable_url(post)" => -> { helpers.commentable_url(post) },
  "commentable_path(post, anchor: x)" => -> { helpers.commentable_path(post, anchor: "x") },
  "browse_path" => -> { helpers.browse_path },
  "browse_path(size: 5)" => -> { helpers.browse_path(size: 5) },
  "browse_url(page: 2)" => -> { helpers.browse_url(page: 2) },
  "posts_class_path" => -> { helpers.posts_class_path },
  "record_path(post)" => -> { helpers.record_path(post) },
  "record_url(post)" => -> { helpers.record_url(post) },
  "record_path(basket)" => -> { helpers.record_path(Basket.new(2)) },
  "record_path(comment)" => -> { helpers.record_path(comment) },
  "post_route_path(post)" => -> { helpers.post_route_path(post) },
  "post_route_url(post)" => -> { helpers.post_route_url(post) },
  "nested_path(post, comment)" => -> { helpers.nested_path(post, comment) },
  "count_path" => -> { helpers.count_path },
  "count_path(1, 2)" => -> { helpers.count_path(1, 2) },
  "count_path(1, a: 1)" => -> { helpers.count_path(1, a: 1) },
  "polymorphic_path(basket)" => -> { helpers.polymorphic_path(Basket.new(2)) },
  "polymorphic_path(new basket)" => -> { helpers.polymorphic_path(Basket.new) },
  "polymorphic_url(basket)" => -> { helpers.polymorphic_url(Basket.new(2)) },
  "polymorphic_path(basket, format: json)" => -> { helpers.polymorphic_path(Basket.new(2), format: "json") },
  "url_for(basket)" => -> { helpers.url_for(Basket.new(2)) },
  "polymorphic_path(comment)" => -> { helpers.polymorphic_path(comment) },
  "polymorphic_path(comment, anchor: x)" => -> { helpers.polymorphic_path(comment, anchor: "x") },
  "edit_polymorphic_path(comment)" => -> { helpers.edit_polymorphic_path(comment) },
  "polymorphic_path([post, comment])" => -> { helpers.polymorphic_path([post, comment]) },
  "polymorphic_path(photo)" => -> { helpers.polymorphic_path(Photo.new(9)) },
  "polymorphic_url(photo)" => -> { helpers.polymorphic_url(Photo.new(9)) },
  "polymorphic_path(post)" => -> { helpers.polymorphic_path(post) },
}

out = calls.transform_values do |call|
  { "result" => call.call }
rescue StandardError => e
  { "error" => e.class.name, "message" => e.message }
end
puts JSON.pretty_generate({ "rails" => ActionPack.version.to_s, "calls" => out })
