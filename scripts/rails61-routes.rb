#!/usr/bin/env ruby
# frozen_string_literal: true
#
# Draws a real application's config/routes.rb with the real Rails 6.1 router (Debian's ruby-actionpack, as
# ../shared/oracle/rails_oracle.rb uses) and prints, as JSON, Rails' own route table and its answers to the
# requests and helper calls of a questions file: the expectations of the imported-apps comparison
# (test/import/apps61.test.ts). Run through scripts/rails61-apps.mjs, which derives the questions from the table.
#
#   ruby scripts/rails61-routes.rb APP_ROUTES.rb [QUESTIONS.json]      # QUESTIONS: { recognize: [...], generate: [...] }
#
# The application itself is not there (no gems, no models, no initializers), so what the file needs from it
# is stubbed, and every stub that was used is listed in the output's "stubs":
# - gem macros of the mapper (Devise's devise_for / devise_scope / authenticate / authenticated /
#   unauthenticated, Doorkeeper's use_doorkeeper, devise_token_auth's mount_devise_token_auth_for) add no
#   routes; those that take a block of routes (devise_scope, authenticate, authenticated, unauthenticated)
#   run it in place, as if their constraint let every request through;
# - a constant the file names and Ruby does not know (Sidekiq::Web, ApiConstraints, FeatureFlag, ...) is a
#   stand-in that answers any call with itself: as a rack app it answers 404, as a constraint object it
#   matches every request (so guarded routes are recognized);
# - a `require` of a gem that is not installed is skipped;
# - Rails.env is "production" (RAILS_ENV to change it); Rails.application.config answers force_ssl false and
#   empty session options; ENV lookups get their defaults;
# - ActiveModel::Type::Boolean#cast (not installed here) is Rails' own rule (FALSE_VALUES).
# Everything else is Rails 6.1: mount, redirect, constraints lambdas, draw :name (config/routes/NAME.rb beside
# the file), concerns, param:, direct and resolve.
require "json"
require "pathname"
require "logger"
require "active_support"
require "active_support/deprecation"
ActiveSupport::Deprecation.silenced = true
require "active_support/string_inquirer"
# with_options, as a Rails application has it loaded
require "active_support/core_ext/object/with_options"
require "action_dispatch"
require "action_controller"
require "action_dispatch/routing/route_set"
# the oracle's controller-lookup stub, route rows, recognition and helper calls (../shared/oracle)
require_relative "../../shared/oracle/rails_oracle"

module Rails61Routes
  STUBS = []
  def self.stub(note)
    STUBS << note unless STUBS.include?(note)
  end

  # What a stand-in is as a rack app (404) and as a constraint object (matches every request).
  module StandBehaviour
    def call(_env)
      [404, { "Content-Type" => "text/plain" }, ["stand-in"]]
    end

    def matches?(_request)
      true
    end
  end

  # A constant the application defines: any call answers the stand-in itself.
  class Stand
    include StandBehaviour
    extend StandBehaviour

    class << self
      attr_accessor :stand_name

      def method_missing(name, *args, &block)
        return Rails.application.routes if name == :routes && stand_name.to_s.end_with?("Application")

        if name == :class_eval
          class_eval(&block) if block
          return self
        end

        # A class method's answer is an object, not the class: `mount Flipper::UI.app(Flipper)` mounts a rack app
        # that Rails leaves unnamed, where `mount Sidekiq::Web` (the class itself) is named `sidekiq_web`.
        Rails61Routes.stub("#{stand_name}.#{name}: a stand-in object (answers itself)")
        made = allocate
        made.instance_variable_set(:@origin, "#{stand_name}.#{name}")
        made
      end

      def respond_to_missing?(_name, _private = false)
        false
      end

      def new(*_args)
        Rails61Routes.stub("#{stand_name}.new: a stand-in object (a constraint that matches every request, a rack app answering 404)")
        allocate
      end

      def to_s
        "/nonexistent/#{stand_name}"
      end

      def const_missing(name)
        Rails61Routes.stand("#{stand_name}::#{name}", self, name)
      end
    end

    def method_missing(_name, *_args)
      self
    end

    def respond_to_missing?(_name, _private = false)
      false
    end
  end

  def self.stand(full_name, owner, name)
    stub("#{full_name}: not defined here, a stand-in")
    klass = Class.new(Stand)
    klass.stand_name = full_name
    owner.const_set(name, klass)
  end

  # Unknown constants anywhere become stand-ins (after Rails is loaded, so Rails' own lookups are untouched).
  module StandInConstants
    def const_missing(name)
      return super if %i[Rails].include?(name)

      Rails61Routes.stand(self == Object ? name.to_s : "#{self.name}::#{name}", self, name)
    end
  end

  # `require "sidekiq/web"` and the like: a gem that is not installed here is skipped.
  module SkipMissingGems
    def require(name)
      super
    rescue LoadError
      Rails61Routes.stub("require #{name.inspect}: not installed, skipped")
      true
    end

    def require_dependency(name)
      Rails61Routes.stub("require_dependency #{name.inspect}: skipped")
      true
    end
  end

  # The gem macros of the mapper: no routes; a block of routes runs in place.
  module GemMacros
    def devise_for(*args, **_options)
      Rails61Routes.stub("devise_for #{args.map(&:inspect).join(', ')}: Devise's routes left out")
    end

    def devise_scope(scope, &block)
      Rails61Routes.stub("devise_scope #{scope.inspect}: its routes drawn in place, without Devise's mapping constraint")
      yield if block
    end
    alias as devise_scope

    %i[authenticate authenticated unauthenticated].each do |macro|
      define_method(macro) do |scope = nil, _block = nil, &routes|
        Rails61Routes.stub("#{macro} #{scope.inspect}: its routes drawn in place, as if every request passed")
        routes&.call
      end
    end

    def use_doorkeeper(*_args)
      Rails61Routes.stub("use_doorkeeper: Doorkeeper's routes left out (its block configures controllers, not routes)")
    end

    def mount_devise_token_auth_for(resource, *_args)
      Rails61Routes.stub("mount_devise_token_auth_for #{resource.inspect}: devise_token_auth's routes left out")
    end
  end
  ActionDispatch::Routing::Mapper.prepend(GemMacros)

  class Config
    def force_ssl
      false
    end

    def session_options
      {}
    end

    def relative_url_root
      nil
    end

    def method_missing(name, *_args)
      Rails61Routes.stub("Rails.application.config.#{name}: nil")
      nil
    end

    def respond_to_missing?(_name, _private = false)
      true
    end
  end

  class Application
    attr_reader :routes, :config

    def initialize(routes)
      @routes = routes
      @config = Config.new
    end

    def secrets
      Rails61Routes.stub("Rails.application.secrets: empty")
      {}
    end

    def credentials
      Rails61Routes.stub("Rails.application.credentials: empty")
      {}
    end
  end

  module_function

  # One row as rails_oracle.rb reports it (../shared/oracle/README.md, "Oracle output"), with what a
  # non-controller endpoint is: a redirect (`redirect(301, /path)`) or the mounted app, behind any constraint.
  def route_row(r)
    row = RailsOracle.route_row(r)
    unless r.app.dispatcher?
      inner = r.app.respond_to?(:app) ? r.app.app : r.app
      row["endpoint"] =
        if inner.is_a?(Class) && inner < Stand then "mount #{inner.stand_name}"
        elsif inner.is_a?(Stand) then "mount #{inner.instance_variable_get(:@origin) || 'a stand-in object'}"
        else inner.inspect
        end
    end
    row
  end

  def run(file, questions)
    set = ActionDispatch::Routing::RouteSet.new
    # draw :name reads config/routes/NAME.rb: the folder `routes` beside the routes file
    set.draw_paths << Pathname.new(File.expand_path("routes", File.dirname(file)))
    app = Application.new(set)
    Rails.singleton_class.define_method(:application) { app }
    Module.prepend(StandInConstants)
    Object.prepend(SkipMissingGems)
    load File.expand_path(file)
    out = { "rails" => ActionPack.version.to_s, "env" => Rails.env.to_s, "stubs" => STUBS.sort, "routes" => set.routes.routes.map { |r| route_row(r) } }
    ctx = RailsOracle.helper_context(set)
    out["recognize"] = (questions["recognize"] || []).map { |e| RailsOracle.recognize(set, e) }
    out["generate"] = (questions["generate"] || []).map { |e| RailsOracle.generate(set, ctx, e) }
    out["stubs"] = STUBS.sort
    out
  end
end

module Rails
  # what Rails' mount asks of a mounted class (`app < Rails::Railtie`), as railties defines them
  class Railtie; end
  class Engine < Railtie; end

  def self.env
    @env ||= ActiveSupport::StringInquirer.new(ENV.fetch("RAILS_ENV", "production"))
  end

  def self.root
    Pathname.new(Dir.pwd)
  end

  def self.logger
    @logger ||= Logger.new(nil)
  end
end

# ActiveModel is not installed here: its Boolean cast, as Rails 6.1 has it.
module ActiveModel
  module Type
    class Boolean
      FALSE_VALUES = [false, 0, "0", :"0", "f", :f, "F", :F, "false", :false, "FALSE", :FALSE, "off", :off, "OFF", :OFF].to_set.freeze

      def cast(value)
        Rails61Routes.stub("ActiveModel::Type::Boolean#cast: Rails' rule (ActiveModel is not installed here)")
        value == "" || value.nil? ? nil : !FALSE_VALUES.include?(value)
      end
    end
  end
end

if $PROGRAM_NAME == __FILE__
  file, questions_file = ARGV
  abort "usage: ruby scripts/rails61-routes.rb APP_ROUTES.rb [QUESTIONS.json]" unless file
  questions = questions_file ? JSON.parse(File.read(questions_file)) : {}
  puts JSON.generate(Rails61Routes.run(file, questions))
end
